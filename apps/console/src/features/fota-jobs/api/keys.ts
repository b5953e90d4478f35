export const fotaJobKeys = { all: ['fota-jobs'] as const };
