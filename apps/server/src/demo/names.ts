/** Word lists for the demo data. Every company, brokerage and lender here is fictional. */

function words(text: string, separator = ' '): readonly string[] {
  return text.split(separator).filter((w) => w.length > 0);
}

export const FIRST_NAMES: readonly string[] = words(
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard ' +
    'Susan Joseph Jessica Thomas Sarah Christopher Karen Charles Lisa Daniel Nancy Matthew Betty ' +
    'Anthony Sandra Mark Margaret Donald Ashley Steven Kimberly Andrew Emily Paul Donna Joshua ' +
    'Michelle Kenneth Carol Kevin Amanda Brian Melissa George Deborah Timothy Stephanie Ronald ' +
    'Dorothy Jason Rebecca Edward Sharon Jeffrey Laura Ryan Cynthia Jacob Amy Gary Kathleen Nicholas ' +
    'Angela Eric Shirley Jonathan Brenda Stephen Emma Larry Anna Justin Pamela Scott Nicole Brandon ' +
    'Samantha Benjamin Katherine Samuel Christine Gregory Debra Alexander Rachel Patrick Carolyn ' +
    'Frank Janet Raymond Maria Jack Olivia Dennis Heather Jerry Helen Tyler Catherine Aaron Diane ' +
    'Jose Julie Adam Victoria Nathan Joyce Henry Lauren Zachary Kelly Douglas Christina Peter Ruth ' +
    'Kyle Joan Noah Virginia Ethan Judith Jeremy Evelyn Walter Hannah Christian Andrea Keith Megan ' +
    'Roger Cheryl Terry Jacqueline Austin Madison Sean Teresa Gerald Abigail Carl Sophia Harold ' +
    'Martha Dylan Sara Arthur Gloria Lawrence Janice Jordan Kathryn Jesse Ann Bryan Isabella Billy ' +
    'Judy Bruce Charlotte Gabriel Julia Joe Grace Logan Amber Alan Alice Juan Jean Albert Denise ' +
    'Willie Frances Elijah Danielle Wayne Marilyn Randy Natalie Vincent Beverly Mason Diana Roy ' +
    'Brittany Ralph Theresa Bobby Kayla Russell Alexis Bradley Doris Philip Lori Eugene Tiffany Luis ' +
    'Rosa Carlos Ana Miguel Sofia Diego Lucia Alejandro Gabriela Hector Veronica Ramon Adriana Javier ' +
    'Marisol Ricardo Elena Manuel Yolanda Wei Mei Hiroshi Yuki Raj Priya Arjun Anika Minh Linh',
);

export const LAST_NAMES: readonly string[] = words(
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez ' +
    'Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris ' +
    'Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill ' +
    'Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips ' +
    'Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers ' +
    'Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson ' +
    'Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders ' +
    'Patel Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler ' +
    'Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton ' +
    'Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina ' +
    'Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington ' +
    'Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter ' +
    'Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black ' +
    'Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson ' +
    'Nichols Stephens Soto Weaver Ryan Gardner Payne Grant Dunn Kelley Spencer Hawkins Arnold Pierce ' +
    'Vazquez Hansen Peters Santos Hart Bradley Knight Elliott Cunningham Duncan Armstrong Hudson ' +
    'Carroll Lane Riley Andrews Alvarado Ray Delgado Berry Perkins Hoffman Johnston Matthews Pena ' +
    'Richards Contreras Willis Carpenter Lawrence Sandoval Guerrero George Chapman Rios Estrada ' +
    'Ortega Watkins Greene Nunez Wheeler Valdez Harper Burke Larson Santiago Maldonado Morrison ' +
    "Franklin Carlson Austin Dominguez Carr Lawson Jacobs O'Brien Lynch Singh Vega Bishop Montgomery " +
    'Oliver Jensen Harvey Williamson Gilbert Dean Sims Espinoza Howell Li Wong Reid Hanson Le McCoy ' +
    'Garrett Burton Fuller Wang Weber Welch Rojas Lucas Marquez Fields Park Yang Little Banks Padilla ' +
    'Day Walsh Bowman Schultz Luna Fowler Mejia Davidson Acosta Brewer May Holland Juarez Newman ' +
    'Pearson Curtis Cortez Douglas Schneider Joseph Barrett Navarro Figueroa Keller Avila Wade Molina ' +
    'Stanley Hopkins Campos Barnett Bates Chambers Caldwell Beck Lambert Miranda Byrd Craig Ayala ' +
    'Lowe Frazier Powers Neal Leonard Gregory Carrillo Sutton Fleming Rhodes Shelton Schwartz Norris ' +
    'Jennings Watts Duran Walters Cohen McDaniel Moran Parks Steele Vaughn Becker Holt DeLeon Barker ' +
    'Terry Hale Leon Hail Benson Haynes Horton Miles Lyons Pham Graves Bush Thornton Wolfe Warner ' +
    'Cabrera McKinney Mann Zimmerman Dawson Lara Fletcher Page McCarthy Love Robles Cervantes Solis ' +
    'Erickson Reeves Chang Klein Salinas Fuentes Baldwin Daniel Simon Velasquez Hardy Higgins',
);

/** Everyday forms that an order system's users type instead of the legal first name. */
export const NICKNAMES: Record<string, string> = {
  Robert: 'Bob',
  William: 'Bill',
  Richard: 'Rick',
  James: 'Jim',
  Michael: 'Mike',
  Christopher: 'Chris',
  Jennifer: 'Jen',
  Elizabeth: 'Liz',
  Patricia: 'Pat',
  Katherine: 'Kate',
  Kimberly: 'Kim',
  Stephanie: 'Steph',
  Jonathan: 'Jon',
  Nicholas: 'Nick',
  Anthony: 'Tony',
  Daniel: 'Dan',
  Matthew: 'Matt',
  Joseph: 'Joe',
  Thomas: 'Tom',
  Steven: 'Steve',
  Benjamin: 'Ben',
  Samantha: 'Sam',
  Alexander: 'Alex',
  Timothy: 'Tim',
  Gregory: 'Greg',
  Deborah: 'Deb',
  Margaret: 'Peggy',
  Victoria: 'Vicky',
  Kathleen: 'Kathy',
  Christine: 'Chris',
  Rebecca: 'Becky',
  Andrew: 'Andy',
  Edward: 'Ed',
  Jeffrey: 'Jeff',
  Douglas: 'Doug',
  Raymond: 'Ray',
  Lawrence: 'Larry',
  Gerald: 'Jerry',
  Kenneth: 'Ken',
  Ronald: 'Ron',
  Donald: 'Don',
  Zachary: 'Zach',
  Abigail: 'Abby',
  Alejandro: 'Alex',
  Gabriela: 'Gaby',
};

export const STREET_NAMES: readonly string[] = words(
  'Camelback|Indian School|Shea|Cactus|Thunderbird|McDowell|Baseline|Elliot|Warner|Ray|' +
    'Chandler Heights|Ocotillo|Queen Creek|Pecos|Germann|Guadalupe|Southern|University|Broadway|' +
    'McKellips|Brown|Dynamite|Happy Valley|Pinnacle Peak|Bell|Greenway|Union Hills|Deer Valley|' +
    'Cave Creek|Tatum|Scottsdale|Hayden|Pima|Mountain View|Desert Willow|Palo Verde|Mesquite|Ironwood|' +
    'Saguaro|Sonoran Sky|Quail Run|Coyote|Roadrunner|Javelina|Sunrise|Sunset|Canyon View|Red Rock|' +
    'Painted Sky|Desert Inn|Sahara|Flamingo|Tropicana|Rainbow|Durango|Buffalo|Fort Apache|Town Center|' +
    'Charleston|Summerlin|Horizon Ridge|Eastern|Sunset Ridge|Green Valley|Silverado Ranch|' +
    'Cactus Flower|Kietzke|Virginia|McCarran|Mira Loma|Mayberry|Plumas|Lakeside|Arrowcreek|Pyramid|' +
    'Vista|Juniper|Aspen|Pine Cone|Granite Dells|Willow Creek|Thumb Butte|Copper Basin|Sage|Bluebird|' +
    'Cottonwood|Agave|Ranch House|Stetson|Old Spanish Trail|Oracle|Ina|Orange Grove|Skyline|' +
    'Sabino Canyon|Tanque Verde|Speedway|Grant|River|Magee',
  '|',
);

export const STREET_SUFFIXES = [
  'Rd',
  'Dr',
  'St',
  'Ave',
  'Ln',
  'Way',
  'Ct',
  'Pl',
  'Blvd',
  'Cir',
  'Trl',
  'Pkwy',
];
export const STREET_DIRECTIONS = ['N', 'S', 'E', 'W', '', '', '', ''];

export const SUBDIVISION_WORDS: readonly string[] = words(
  'Desert Mountain Canyon Sun Vista Ridge Mesa Sage Copper Silver Quail Eagle Hawk Pinnacle Sierra ' +
    'Cactus Stone Shadow Spring Lake Palm Cotton Red Golden Painted Summit Agave Willow Cedar Juniper',
);
export const SUBDIVISION_KINDS: readonly string[] = words(
  'Estates Ranch Highlands Village Heights Trails Park Crossing Terrace Meadows Hills Shores Pointe ' +
    'Commons Gardens',
);

/** Real-estate brokerages (directing clients and the agents on files), per state. */
export const BROKERAGES: Record<'AZ' | 'NV', string[]> = {
  AZ: [
    'Valley Key Realty',
    'Desert Bloom Real Estate',
    'Grand Mesa Realty',
    'Sunstone Properties',
    'Ironwood Realty Partners',
    'McDowell Mountain Realty',
    'Arcadia Home Advisors',
    'Salt River Realty',
    'Cholla Realty Group',
    'Palo Verde Home Team',
    'Kino Real Estate',
    'Catalina Foothills Realty',
    'Thumb Butte Real Estate',
    'Red Rock Country Realty',
    'Superstition Realty',
    'Agua Fria Homes Realty',
    'Pinnacle Peak Realty',
    'Four Peaks Real Estate',
    'Mission Bell Realty',
    'Oasis Home Brokers',
  ],
  NV: [
    'Silver Sage Realty',
    'Neon Valley Real Estate',
    'Spring Mountain Realty',
    'High Desert Home Group',
    'Lake Tahoe Gateway Realty',
    'Sierra Crest Properties',
    'Black Mountain Realty',
    'Mojave Realty Partners',
    'Comstock Real Estate',
    'Paradise Valley Realty NV',
    'Sunrise Manor Realty',
    'Galena Creek Realty',
  ],
};

export const BROKERAGE_DOMAIN = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24)}.example`;

/** Mortgage lenders: national (both states) and local. */
export const LENDERS: Record<'AZ' | 'NV' | 'BOTH', string[]> = {
  BOTH: [
    'Cornerstone Peak Mortgage',
    'Liberty Crest Home Loans',
    'Northbridge Lending',
    'Summit Ridge Bank',
    'Evergreen Harbor Mortgage',
    'Blue Heron Home Lending',
    'Pioneer Trust Mortgage',
    'Meridian Way Financial',
    'Keystone Arch Lending',
    'Harborline Mortgage Corp',
  ],
  AZ: [
    'Copperline Mortgage',
    'Sonoran Federal Credit Union',
    'Grand Canyon State Lending',
    'Camelback Home Finance',
    'Old Pueblo Mortgage',
    'Verde Valley Bank',
  ],
  NV: [
    'Silver State Lending',
    'Boulder Basin Mortgage',
    'Washoe Valley Credit Union',
    'Red Desert Home Loans',
    'Sierra Foothill Bank',
  ],
};

/** Directing clients that are companies rather than agents or lenders. */
export const COMPANY_CLIENTS: Record<'AZ' | 'NV', string[]> = {
  AZ: [
    'Saddleback Homes',
    'Cactus Wren Builders',
    'Arroyo Relocation Services',
    'Mesa Verde Investments LLC',
    'Hohokam Law Group PLLC',
    'Dune & Stone Attorneys',
    'Sun Corridor Holdings LLC',
    'Rio Salado Capital',
    'Bighorn Homebuilders',
    'Pinal Land Partners',
    'Tonto Basin Ventures LLC',
    'Azure Sky Relocation',
  ],
  NV: [
    'Mojave Crest Homes',
    'Tahoe Basin Builders',
    'Silver Spur Relocation',
    'Henderson Lakes Investments LLC',
    'Sagebrush Law Offices',
    'Great Basin Holdings LLC',
    'Virginia Range Capital',
    'Desert Tortoise Homes',
  ],
};

export const INVESTOR_BUYERS = [
  'Sunbelt Home Offers LLC',
  'Keyway Residential Fund LP',
  'Brightpath Homes Trust',
  'Open Gate Property Holdings LLC',
  'Cardinal SFR Borrower LLC',
  'Saguaro Rental Holdings LLC',
  'Pinecrest Investments Inc',
  'Velvet Rope Properties LLC',
];

/** Why a file's revenue was corrected after closing: credits lower it, charges raise it. */
export const ADJUSTMENT_REASONS = {
  credit: ['Escrow fee refund', 'Rate correction', 'Recording overage refund', 'Title processing waived'],
  charge: [
    'Late endorsement',
    'Bundled escrow fee',
    'Fee collected after closing',
    'Partner premium true-up',
  ],
};
