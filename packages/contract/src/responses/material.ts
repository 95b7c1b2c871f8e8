import { z } from 'zod';

/**
 * A course material (spec section 3), the same for teachers and students. `youtubeLink` is the canonical watch
 * link of the stored video id; `filename` is the segment of the download path (the stored file's id) and
 * `originalName` the uploaded file's own name, shown and used to save the download. Both are null without a file.
 */
export const materialSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  filename: z.string().nullable(),
  originalName: z.string().nullable(),
  youtubeLink: z.string().nullable(),
  uploadedAt: z.string(),
  hasFile: z.boolean(),
});
export type Material = z.infer<typeof materialSchema>;
export const materialListSchema = z.array(materialSchema);
