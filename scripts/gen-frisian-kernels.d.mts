// Types of scripts/gen-frisian-kernels.mjs for test/rules/frisianKernels.test.ts.
/** Each generated region's lines, by the name its markers give. */
export declare const KERNELS: Readonly<Record<string, readonly string[]>>;
/** The files that hold the regions, from the repository's root. */
export declare const FILES: readonly string[];
/** `text` with each generated region written anew; `regions` counts them. */
export declare function regenerate(
  text: string,
  kernels?: Readonly<Record<string, readonly string[]>>,
): { readonly text: string; readonly regions: number };
