import { z } from 'zod';
import { hasNul, TEXT_MESSAGES } from '../text';
import { youtubeVideoId } from '../youtube';
import { TEACHER_MESSAGES as M, strict, TEACHER_LIMITS } from './messages';

/** Spec section 5: the supported material formats. */
export const MATERIAL_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'txt'] as const;
export type MaterialExtension = (typeof MATERIAL_EXTENSIONS)[number];
/** Ours: the spec gives no limit for material files (tasks have 10 MB). */
export const MATERIAL_MAX_BYTES = 20 * 1024 * 1024;
export const MATERIAL_ACCEPT = MATERIAL_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The material format of a file name ('Tema 1.PDF' → 'pdf'), or null when it is not a supported one. */
export function materialExtension(fileName: string): MaterialExtension | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  return (MATERIAL_EXTENSIONS as readonly string[]).includes(ext) ? (ext as MaterialExtension) : null;
}

/** What the form can check before uploading (the server also checks the content). */
export function materialFileError(file: { name: string; size: number }): string | null {
  if (!materialExtension(file.name)) return M.materialFileType;
  if (file.size === 0) return M.materialFileEmpty;
  if (file.size > MATERIAL_MAX_BYTES) return M.materialFileTooLarge;
  return null;
}

/**
 * The text fields of the material upload and edit (multipart: title, youtubeLink). An empty link means
 * "no video"; any other link must be a YouTube watch, embed or short link and becomes its 11-character id.
 */
export function materialFieldsSchema(mode: 'add' | 'edit') {
  const titleRequired = mode === 'add' ? M.materialTitleRequiredOnAdd : M.materialTitleRequiredOnEdit;
  return z
    .strictObject(
      {
        title: z
          .string({ error: titleRequired })
          .trim()
          .min(1, { error: titleRequired })
          .max(TEACHER_LIMITS.materialTitleMax, { error: M.materialTitleMax })
          .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter }),
        youtubeLink: z
          .string({ error: M.materialLinkNotUrl })
          .trim()
          .nullish()
          .transform((value) => value ?? '')
          .superRefine((link, ctx) => {
            if (link === '') return;
            if (!URL.canParse(link)) ctx.addIssue({ code: 'custom', message: M.materialLinkNotUrl });
            else if (!youtubeVideoId(link))
              ctx.addIssue({ code: 'custom', message: M.materialLinkNotYoutube });
          }),
      },
      strict,
    )
    .transform(({ title, youtubeLink }) => ({
      title,
      youtubeVideoId: youtubeLink === '' ? null : youtubeVideoId(youtubeLink),
    }));
}

export const addMaterialSchema = materialFieldsSchema('add');
export const editMaterialSchema = materialFieldsSchema('edit');
export type MaterialFieldsInput = z.input<typeof addMaterialSchema>;
export type MaterialFields = z.output<typeof addMaterialSchema>;
