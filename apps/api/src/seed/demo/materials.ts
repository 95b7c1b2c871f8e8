import type { Tx } from '../../db/client';
import { materials } from '../../db/schema';
import type { FileStorage } from '../../files/storage';
import { samplePdf } from '../sample-pdf';
import { at } from './dates';

/** The English A1 course's material: a generated PDF and a video link. */
export async function seedMaterials(
  tx: Tx,
  files: FileStorage,
  courseOf: (key: string) => number,
  now: Date,
) {
  const pdf = await files.save(tx, {
    data: samplePdf('Vocabulario básico de inglés (A1)', [
      'Hello - Hola',
      'Goodbye - Adiós',
      'Please - Por favor',
      'Thank you - Gracias',
      'Good morning - Buenos días',
      'How are you? - ¿Cómo estás?',
      'Nice to meet you - Encantado de conocerte',
    ]),
    originalName: 'vocabulario-ingles-a1.pdf',
    mimeType: 'application/pdf',
  });
  await tx.insert(materials).values([
    {
      courseId: courseOf('en-a1'),
      title: 'Vocabulario básico (PDF)',
      fileId: pdf.id,
      uploadedAt: at(-20, now, 9, 30),
    },
    {
      courseId: courseOf('en-a1'),
      title: 'Comprensión oral: "Me at the zoo"',
      youtubeVideoId: 'jNQXAC9IVRw',
      uploadedAt: at(-18, now, 9, 30),
    },
  ]);
}
