import { Faker, en } from '@faker-js/faker';

/**
 * The faker the seeders draw from, in a module of its own: faker and its English data are most of the
 * mock's code, and a page load that finds a saved store never seeds, so the browser loads this module
 * only when it seeds (`loadSeeder` in ./index.ts).
 */

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function makeFaker(seed: number, module: string): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(hash(`${seed}:${module}`));
  return faker;
}
