// People data for the generated employees: names per country, jobs, cities, and how many per country.
import type { Department } from "../../../generated/prisma/client";

export const NAMES: Record<string, [string[], string[]]> = {
  DE: [
    ["Lukas", "Anna", "Jonas", "Lea", "Felix", "Mia", "Leon", "Hannah", "Paul", "Sophie", "Maximilian", "Laura"],
    [
      "Müller",
      "Schmidt",
      "Schneider",
      "Fischer",
      "Weber",
      "Meyer",
      "Wagner",
      "Becker",
      "Hoffmann",
      "Schulz",
      "Koch",
      "Richter",
    ],
  ],
  FR: [
    ["Louis", "Camille", "Hugo", "Chloé", "Jules", "Manon", "Arthur", "Léa", "Gabriel", "Inès"],
    ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau"],
  ],
  GB: [
    ["Oliver", "Amelia", "George", "Isla", "Harry", "Ava", "Jack", "Emily", "Charlie", "Grace"],
    ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Davies", "Evans", "Thomas", "Roberts"],
  ],
  ES: [
    ["Hugo", "Lucía", "Martín", "Sofía", "Pablo", "Valeria"],
    ["García", "Fernández", "López", "Martínez", "Sánchez", "Pérez"],
  ],
  NL: [
    ["Daan", "Emma", "Sem", "Julia", "Lucas", "Tess"],
    ["de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser"],
  ],
  US: [
    ["James", "Olivia", "Liam", "Emma", "Noah", "Ava"],
    ["Johnson", "Miller", "Davis", "Garcia", "Rodriguez", "Martinez"],
  ],
  IE: [
    ["Seán", "Aoife", "Conor", "Saoirse", "Cian", "Niamh"],
    ["Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne"],
  ],
  PL: [
    ["Jakub", "Zuzanna", "Antoni", "Julia", "Jan", "Maja"],
    ["Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski"],
  ],
  CA: [
    ["Ethan", "Charlotte", "Benjamin", "Chloe", "William", "Zoe"],
    ["Tremblay", "Roy", "Gagnon", "Campbell", "MacDonald", "Wong"],
  ],
  PT: [
    ["João", "Maria", "Rodrigo", "Beatriz", "Tiago", "Leonor"],
    ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa"],
  ],
  SE: [
    ["William", "Alice", "Elias", "Maja", "Hugo", "Ella"],
    ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson"],
  ],
  MX: [
    ["Santiago", "Ximena", "Mateo", "Valentina", "Diego", "Regina"],
    ["Hernández", "González", "Ramírez", "Flores", "Torres", "Morales"],
  ],
  JP: [
    ["Haruto", "Yui", "Sota", "Aoi", "Yuto", "Hina"],
    ["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito"],
  ],
  CH: [
    ["Noah", "Mia", "Luca", "Lina", "Elias", "Emma"],
    ["Müller", "Meier", "Schmid", "Keller", "Weber", "Huber"],
  ],
  CL: [
    ["Agustín", "Isidora", "Benjamín", "Florencia", "Vicente", "Trinidad"],
    ["González", "Muñoz", "Rojas", "Díaz", "Pérez", "Soto"],
  ],
};
export const FEMALE = new Set([
  "Anna",
  "Lea",
  "Mia",
  "Hannah",
  "Sophie",
  "Laura",
  "Camille",
  "Chloé",
  "Manon",
  "Léa",
  "Inès",
  "Amelia",
  "Isla",
  "Ava",
  "Emily",
  "Grace",
  "Lucía",
  "Sofía",
  "Valeria",
  "Emma",
  "Julia",
  "Tess",
  "Olivia",
  "Aoife",
  "Saoirse",
  "Niamh",
  "Zuzanna",
  "Maja",
  "Charlotte",
  "Chloe",
  "Zoe",
  "Maria",
  "Beatriz",
  "Leonor",
  "Alice",
  "Ella",
  "Ximena",
  "Valentina",
  "Regina",
  "Yui",
  "Aoi",
  "Hina",
  "Lina",
  "Isidora",
  "Florencia",
  "Trinidad",
]);

/** [country, employee count, annual salary range in local currency, rounding]. */
export const EMPLOYEE_COUNTRIES: [string, number, number, number, number][] = [
  ["DE", 14, 52000, 98000, 500],
  ["FR", 10, 42000, 85000, 500],
  ["GB", 10, 42000, 92000, 500],
  ["ES", 6, 30000, 62000, 500],
  ["NL", 5, 48000, 88000, 500],
  ["US", 6, 90000, 175000, 1000],
  ["IE", 4, 48000, 92000, 500],
  ["PL", 4, 120000, 260000, 1000],
  ["CA", 4, 78000, 140000, 1000],
  ["PT", 3, 24000, 52000, 500],
  ["SE", 3, 480000, 780000, 5000],
  ["MX", 3, 480000, 1200000, 10000],
  ["JP", 3, 6000000, 12000000, 100000],
  ["CH", 3, 95000, 165000, 1000],
  ["CL", 2, 24000000, 52000000, 100000],
];

export const JOBS: [string, Department][] = [
  ["Software Engineer", "Engineering"],
  ["Senior Software Engineer", "Engineering"],
  ["Engineering Manager", "Engineering"],
  ["DevOps Engineer", "Engineering"],
  ["Product Manager", "Product"],
  ["Product Designer", "Design"],
  ["Data Analyst", "Operations"],
  ["Account Executive", "Sales"],
  ["Sales Development Representative", "Sales"],
  ["Customer Success Manager", "Operations"],
  ["Marketing Manager", "Marketing"],
  ["Finance Analyst", "Finance"],
  ["HR Business Partner", "Human_Resources"],
  ["Legal Counsel", "Legal"],
  ["Operations Manager", "Management"],
];

export const CITIES: Record<string, [string, string, string][]> = {
  DE: [
    ["Berlin", "10115", "Torstraße"],
    ["Munich", "80331", "Sendlinger Straße"],
    ["Hamburg", "20095", "Mönckebergstraße"],
  ],
  FR: [
    ["Paris", "75011", "Rue Oberkampf"],
    ["Lyon", "69002", "Rue de la République"],
  ],
  GB: [
    ["London", "EC1V 9HX", "City Road"],
    ["Manchester", "M1 1AD", "Piccadilly"],
  ],
  ES: [
    ["Madrid", "28013", "Calle Mayor"],
    ["Barcelona", "08002", "Carrer de Ferran"],
  ],
  NL: [
    ["Amsterdam", "1016 DS", "Keizersgracht"],
    ["Rotterdam", "3011 AA", "Coolsingel"],
  ],
  US: [
    ["New York", "10001", "W 34th St"],
    ["Austin", "78701", "Congress Ave"],
  ],
  IE: [["Dublin", "D02 XY45", "Grafton Street"]],
  PL: [
    ["Warsaw", "00-001", "ul. Marszałkowska"],
    ["Kraków", "31-001", "ul. Floriańska"],
  ],
  CA: [
    ["Toronto", "M5V 2T6", "King St W"],
    ["Vancouver", "V6B 1A1", "Granville St"],
  ],
  PT: [
    ["Lisbon", "1100-148", "Rua Augusta"],
    ["Porto", "4000-322", "Rua de Santa Catarina"],
  ],
  SE: [["Stockholm", "111 57", "Drottninggatan"]],
  MX: [["Mexico City", "06600", "Paseo de la Reforma"]],
  JP: [["Tokyo", "150-0002", "Shibuya"]],
  CH: [
    ["Zurich", "8001", "Bahnhofstrasse"],
    ["Geneva", "1204", "Rue du Rhône"],
  ],
  CL: [["Santiago", "8320000", "Avenida Providencia"]],
};
