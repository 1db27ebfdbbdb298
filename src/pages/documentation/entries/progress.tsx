import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
};
