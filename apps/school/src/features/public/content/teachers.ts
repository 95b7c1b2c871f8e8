import type { Teacher } from '@aula/ui';

function portrait(file: string, name: string) {
  return { src: `/img/profesores/${file}.svg`, alt: `Retrato ilustrado de ${name}`, width: 240, height: 240 };
}

/** Six sample teachers: each speaks their own language and English; the English teachers speak Spanish. */
export const teachers: Teacher[] = [
  {
    name: 'Emily Carter',
    teaches: 'Inglés',
    speaks: ['Inglés', 'Español'],
    image: portrait('emily-carter', 'Emily Carter'),
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
    name: 'Antoine Moreau',
    teaches: 'Francés',
    speaks: ['Francés', 'Inglés'],
    image: portrait('antoine-moreau', 'Antoine Moreau'),
  },
  {
    name: 'Lucía Fernández',
    teaches: 'Español',
    speaks: ['Español', 'Inglés'],
    image: portrait('lucia-fernandez', 'Lucía Fernández'),
  },
  {
    name: 'Lukas Becker',
    teaches: 'Alemán',
    speaks: ['Alemán', 'Inglés'],
    image: portrait('lukas-becker', 'Lukas Becker'),
  },
];
