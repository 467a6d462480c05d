// The site's own client directives, registered in astro.config.mjs (a module, so this augments Astro's types).
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate when the visitor starts to use the island, or at once where the given media query matches
     * (src/ui/hydrate-on-intent.ts).
     */
    'client:intent'?: boolean | string;
  }
}
