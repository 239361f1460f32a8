/** A ZIP archive of the entries, in their order, each compressed with DEFLATE, dated 1980-01-01 00:00: the same entries give the same bytes. */
export declare function zipFiles(entries: { name: string; data: Buffer | string }[]): Buffer;
