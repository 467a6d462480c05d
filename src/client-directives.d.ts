// The site's own client directives, registered in astro.config.mjs (a module, so this augments Astro's types).
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the visitor starts to use the island (src/ui/hydrate-on-intent.ts). */
    'client:intent'?: boolean;
  }
}
