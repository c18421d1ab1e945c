export * from './sniff-file-type.ts';
