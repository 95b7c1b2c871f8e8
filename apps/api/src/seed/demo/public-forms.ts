import type { Tx } from '../../db/client';
import { contactMessages, jobApplications, jobPositions, newsletterSubscriptions } from '../../db/schema';
import type { FileStorage } from '../../files/storage';
import { generateUrlToken } from '../../security/tokens';
import { samplePdf } from '../sample-pdf';
import { at } from './dates';

const POSITIONS = [
  {
    key: 'en',
    title: 'Profesor/a de inglés (cursos intensivos)',
    description:
      'Buscamos profesores nativos o con nivel C2 para cursos intensivos de 1 a 3 estudiantes, de lunes a viernes por la mañana. Experiencia mínima de dos años.',
    daysAgo: 12,
  },
  {
    key: 'de',
    title: 'Profesor/a de alemán (grupos de tarde)',
    description:
      'Grupos de hasta 15 estudiantes, niveles A1 a B2, de 18:00 a 21:00. Valoramos la preparación de exámenes Goethe.',
    daysAgo: 5,
  },
  {
    key: 'fr',
    title: 'Profesor/a de francés (sustitución de verano)',
    description: 'Sustitución de julio a septiembre para clases flexibles. Oferta ya cubierta.',
    daysAgo: 60,
    closedDaysAgo: 30,
  },
] as const;

const APPLICANTS = [
  {
    position: 'en',
    name: 'Olivia Bennett',
    languages: 'Inglés (nativo), español (B2)',
    status: 'new',
    daysAgo: 1,
  },
  {
    position: 'en',
    name: 'Samuel Ortega',
    languages: 'Inglés (C2), español (nativo)',
    status: 'reviewed',
    daysAgo: 4,
  },
  {
    position: 'de',
    name: 'Greta Hoffmann',
    languages: 'Alemán (nativo), inglés (C1)',
    status: 'contacted',
    daysAgo: 3,
  },
  { position: 'fr', name: 'Julien Moreau', languages: 'Francés (nativo)', status: 'rejected', daysAgo: 45 },
] as const;

/**
 * What the public site has gathered (decision 144): open and closed positions with applications and their
 * CVs, a few contact messages and newsletter subscribers (confirmed and pending), relative to the load day.
 */
export async function seedPublicForms(tx: Tx, files: FileStorage, now: Date) {
  const positionOf = new Map<string, number>();
  for (const position of POSITIONS) {
    const [row] = await tx
      .insert(jobPositions)
      .values({
        title: position.title,
        description: position.description,
        status: 'closedDaysAgo' in position ? 'closed' : 'open',
        createdAt: at(-position.daysAgo, now, 9, 0),
        closedAt: 'closedDaysAgo' in position ? at(-position.closedDaysAgo, now, 18, 0) : null,
      })
      .returning({ id: jobPositions.id });
    if (row) positionOf.set(position.key, row.id);
  }
  for (const applicant of APPLICANTS) {
    const slug = applicant.name.toLowerCase().replace(/\s+/g, '-');
    const cv = await files.save(tx, {
      data: samplePdf(`Currículum de ${applicant.name}`, [
        `Idiomas: ${applicant.languages}`,
        'Experiencia: profesor/a de idiomas desde 2016.',
      ]),
      originalName: `cv-${slug}.pdf`,
      mimeType: 'application/pdf',
    });
    await tx.insert(jobApplications).values({
      positionId: positionOf.get(applicant.position) ?? 0,
      name: applicant.name,
      email: `${slug.replace(/-/g, '.')}@example.com`,
      languages: applicant.languages,
      message: 'Me encantaría formar parte del equipo de Aula.',
      cvFileId: cv.id,
      status: applicant.status,
      createdAt: at(-applicant.daysAgo, now, 11, 30),
    });
  }
  await tx.insert(contactMessages).values([
    {
      name: 'Rosa Jiménez',
      email: 'rosa.jimenez@example.com',
      subject: 'Cursos de alemán por la tarde',
      message: '¿Tenéis grupos de alemán A2 después de las 19:00? Trabajo por las mañanas.',
      createdAt: at(-1, now, 20, 15),
    },
    {
      name: 'Tomás Herrera',
      email: 'tomas.herrera@example.com',
      subject: 'Factura de mi curso',
      message: 'Necesito una factura a nombre de mi empresa para el curso intensivo de inglés.',
      createdAt: at(-3, now, 10, 5),
    },
  ]);
  await tx.insert(newsletterSubscriptions).values([
    ...['lectora.curiosa', 'viajero.frecuente', 'familia.ortiz'].map((name, i) => ({
      email: `${name}@example.com`,
      unsubscribeToken: generateUrlToken(),
      createdAt: at(-20 + i, now, 12, 0),
      confirmedAt: at(-20 + i, now, 12, 10),
    })),
    {
      email: 'pendiente.confirmar@example.com',
      unsubscribeToken: generateUrlToken(),
      // A link nobody will open: its hash matches no token.
      confirmTokenHash: generateUrlToken(),
      confirmExpiresAt: at(1, now, 12, 0),
      createdAt: at(-1, now, 12, 0),
    },
  ]);
}
