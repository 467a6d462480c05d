import { join } from 'node:path';

/** Where the compiled network lives: env NETWORK_FILE, default data/network.bin under the working directory. */
export function networkFilePath(): string {
  return process.env.NETWORK_FILE || join(process.cwd(), 'data', 'network.bin');
}
