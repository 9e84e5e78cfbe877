/** The three weights of IBM Plex Sans Arabic the design uses (a module of its own: pages import it). */
export const fontWeights = [400, 500, 700] as const;
export type FontWeight = (typeof fontWeights)[number];
