export declare const skipVariable: string;
export declare const exportCopy: string;
export declare function nextVersion(root?: string): string;
export type PostBuildStep = {
  id: string;
  required: boolean;
  does: string;
  reads?: string;
  without?: string;
  decision?: string;
  needs?: string;
};
export declare const steps: PostBuildStep[];
export declare function skippedSteps(value?: string): string[];
export declare function runPostBuild(outDir: string, options?: { skip?: string[]; only?: string[]; version?: string }): Promise<string[]>;
