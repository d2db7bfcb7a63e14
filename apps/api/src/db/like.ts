/** `%term%` for LIKE and ILIKE, with LIKE's own wildcards (and its escape) in the term taken literally. */
export const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
