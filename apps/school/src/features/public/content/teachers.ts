import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Teacher } from '../components/teacher-card/teacher-card';

function portrait(file: string, name: string) {
  return {
    src: `/img/profesores/${file}.svg`,
    alt: t`Retrato ilustrado de ${name}`,
    width: 240,
    height: 240,
  };
}

// The data names the languages in Spanish (a test compares them with the demo school's courses). The
// navigation's own words, not domain-words.ts: the home page's script budget has no room for that table.
const LANGUAGE_WORDS: Record<string, MessageDescriptor> = {
  Inglés: msg`Inglés`,
  Español: msg`Español`,
  Alemán: msg`Alemán`,
  Francés: msg`Francés`,
};

const language = (spanish: string) => {
  const word = LANGUAGE_WORDS[spanish];
  return word ? i18n._(word) : spanish;
};

/**
 * The demo school's six teachers (apps/api/src/seed/demo/people.ts, a test keeps the names equal), so the home
 * page names the teachers the catalogue shows: each speaks their own language and English; the English
 * teachers speak Spanish.
 */
export const teachers = (): Teacher[] =>
  [
    {
      name: 'Emma Thompson',
      teaches: 'Inglés',
      speaks: ['Inglés', 'Español'],
      image: portrait('emma-thompson', 'Emma Thompson'),
    },
    {
      name: 'James Wilson',
      teaches: 'Inglés',
      speaks: ['Inglés', 'Español'],
      image: portrait('james-wilson', 'James Wilson'),
    },
    {
      name: 'Claire Dubois',
      teaches: 'Francés',
      speaks: ['Francés', 'Inglés'],
      image: portrait('claire-dubois', 'Claire Dubois'),
    },
    {
      name: 'Louis Martin',
      teaches: 'Francés',
      speaks: ['Francés', 'Inglés'],
      image: portrait('louis-martin', 'Louis Martin'),
    },
    {
      name: 'Lucía Fernández',
      teaches: 'Español',
      speaks: ['Español', 'Inglés'],
      image: portrait('lucia-fernandez', 'Lucía Fernández'),
    },
    {
      name: 'Lukas Schneider',
      teaches: 'Alemán',
      speaks: ['Alemán', 'Inglés'],
      image: portrait('lukas-schneider', 'Lukas Schneider'),
    },
  ].map((teacher) => ({
    ...teacher,
    teaches: language(teacher.teaches),
    speaks: teacher.speaks.map(language),
  }));
