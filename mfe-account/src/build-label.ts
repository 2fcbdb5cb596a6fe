// Replaced at build time by DefinePlugin from MFE_BUILD_LABEL (packages/mf-config); 'dev' otherwise.
export const BUILD_LABEL: string = process.env.MFE_BUILD_LABEL ?? 'dev';
