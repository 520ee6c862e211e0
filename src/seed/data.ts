/**
 * The shipped seed data: board and team members, their biographies, gallery photos and a few
 * content items. The seeding engine (src/seed/index.ts) consumes these constants.
 *
 * Every record has a stable `key`. Keys must never change once shipped: the engine uses them to
 * remember what it has already added, so that administrators' edits and deletions survive.
 *
 * All people are fictional. Image files live in src/seed/assets/members/ and
 * src/seed/assets/photos/, one per record (a unit test checks that every
 * record has its image and every image its record).
 */
import type { LocaleCode } from '../i18n/config'
import type { MemberType, PhotoCategory, TabId } from '../content/site-structure'

export type Localized = { en: string } & Partial<Record<Exclude<LocaleCode, 'en'>, string>>

export type SeedMember = {
  key: string
  name: string
  title: Localized
  memberType: MemberType
  displayOrder: number
  /** File name in src/seed/assets/members/. */
  image?: string
}

export type SeedBio = {
  key: string
  memberName: string
  memberType: MemberType
  bio: Localized
  education?: Localized
  experience?: Localized
  achievements?: Localized
  contactEmail?: string
  linkedinUrl?: string
}

export type SeedPhoto = {
  key: string
  /** File name in src/seed/assets/photos/. */
  file: string
  category: PhotoCategory
  title: Localized
  description?: Localized
  alt: Localized
}

export type SeedContentItem = {
  key: string
  tabId: TabId
  sectionId: string
  title: Localized
  paragraphs: { en: string[] } & Partial<Record<Exclude<LocaleCode, 'en'>, string[]>>
  displayOrder: number
}

// ---------------------------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------------------------

export const seedMembers: SeedMember[] = [
  // Board of Advisors
  {
    key: 'member-board-1',
    name: 'Prof. Mahbubul Alam Khondoker',
    memberType: 'board',
    displayOrder: 1,
    image: 'member-board-1.jpg',
    title: {
      en: 'Retired Professor of Water Resources Engineering',
      bn: 'পানিসম্পদ প্রকৌশলের অবসরপ্রাপ্ত অধ্যাপক',
      es: 'Profesor jubilado de Ingeniería de Recursos Hídricos',
      ar: 'أستاذ متقاعد في هندسة الموارد المائية',
      fr: 'Professeur retraité en ingénierie des ressources en eau',
      zh: '水资源工程退休教授',
      ja: '水資源工学 元教授',
    },
  },
  {
    key: 'member-board-2',
    name: 'Dr. Hélène Marchetti-Duval',
    memberType: 'board',
    displayOrder: 2,
    image: 'member-board-2.jpg',
    title: {
      en: 'Former UN Humanitarian Coordinator',
      bn: 'জাতিসংঘের সাবেক মানবিক সমন্বয়কারী',
      es: 'Excoordinadora humanitaria de las Naciones Unidas',
      ar: 'منسقة الشؤون الإنسانية السابقة في الأمم المتحدة',
      fr: 'Ancienne coordonnatrice humanitaire des Nations Unies',
      zh: '前联合国人道主义协调员',
      ja: '元国連人道調整官',
    },
  },
  {
    key: 'member-board-3',
    name: 'Dr. Shirin Akhter Chowdhury',
    memberType: 'board',
    displayOrder: 3,
    image: 'member-board-3.jpg',
    title: {
      en: 'Public Health Expert',
      bn: 'জনস্বাস্থ্য বিশেষজ্ঞ',
      es: 'Experta en salud pública',
      ar: 'خبيرة في الصحة العامة',
      fr: 'Experte en santé publique',
      zh: '公共卫生专家',
      ja: '公衆衛生の専門家',
    },
  },
  {
    key: 'member-board-4',
    name: 'Farhan Iqbal Siddiqui',
    memberType: 'board',
    displayOrder: 4,
    image: 'member-board-4.jpg',
    title: {
      en: 'Climate Finance Specialist',
      bn: 'জলবায়ু অর্থায়ন বিশেষজ্ঞ',
      es: 'Especialista en financiamiento climático',
      ar: 'متخصص في التمويل المناخي',
      fr: 'Spécialiste de la finance climatique',
      zh: '气候融资专家',
      ja: '気候ファイナンスの専門家',
    },
  },

  // Team
  {
    key: 'member-team-1',
    name: 'Dr. Tahmina Sultana',
    memberType: 'team',
    displayOrder: 1,
    image: 'member-team-1.jpg',
    title: {
      en: 'Senior Research Fellow, Climate Science',
      bn: 'জ্যেষ্ঠ গবেষণা ফেলো, জলবায়ু বিজ্ঞান',
      es: 'Investigadora sénior, Ciencias del Clima',
      ar: 'باحثة أولى، علوم المناخ',
      fr: 'Chercheuse principale, sciences du climat',
      zh: '高级研究员（气候科学）',
      ja: '上級研究員（気候科学）',
    },
  },
  {
    key: 'member-team-2',
    name: 'Ayesha Siddiqa Rahmān',
    memberType: 'team',
    displayOrder: 2,
    image: 'member-team-2.jpg',
    title: {
      en: 'Research Associate, Humanitarian Studies',
      bn: 'গবেষণা সহযোগী, মানবিক অধ্যয়ন',
      es: 'Investigadora asociada, Estudios Humanitarios',
      ar: 'باحثة مشاركة، الدراسات الإنسانية',
      fr: 'Chargée de recherche, études humanitaires',
      zh: '研究助理（人道主义研究）',
      ja: 'リサーチアソシエイト（人道研究）',
    },
  },
  {
    key: 'member-team-3',
    name: 'Sajid Hossain Arnob',
    memberType: 'team',
    displayOrder: 3,
    // No image: exercises the site's placeholder for members without a photo.
    title: {
      en: 'Data Analyst',
      bn: 'ডেটা বিশ্লেষক',
      es: 'Analista de datos',
      ar: 'محلل بيانات',
      fr: 'Analyste de données',
      zh: '数据分析师',
      ja: 'データアナリスト',
    },
  },
  {
    key: 'member-team-4',
    name: 'Priyanka Debnath',
    memberType: 'team',
    displayOrder: 4,
    image: 'member-team-4.jpg',
    title: {
      en: 'GIS and Remote Sensing Specialist',
      bn: 'জিআইএস ও রিমোট সেন্সিং বিশেষজ্ঞ',
      es: 'Especialista en SIG y teledetección',
      ar: 'أخصائية نظم المعلومات الجغرافية والاستشعار عن بعد',
      fr: 'Spécialiste SIG et télédétection',
      zh: '地理信息系统与遥感专家',
      ja: 'GIS・リモートセンシング専門家',
    },
  },
  {
    key: 'member-team-5',
    name: 'Imran Kabir Chowdhury',
    memberType: 'team',
    displayOrder: 5,
    image: 'member-team-5.jpg',
    title: {
      en: 'Programme Manager',
      bn: 'প্রোগ্রাম ম্যানেজার',
      es: 'Gerente de programas',
      ar: 'مدير البرامج',
      fr: 'Responsable de programmes',
      zh: '项目经理',
      ja: 'プログラムマネージャー',
    },
  },
  {
    key: 'member-team-6',
    name: 'Rashed Mahmud Khan',
    memberType: 'team',
    displayOrder: 6,
    image: 'member-team-6.jpg',
    title: {
      en: 'Software Engineer',
      bn: 'সফটওয়্যার প্রকৌশলী',
      es: 'Ingeniero de software',
      ar: 'مهندس برمجيات',
      fr: 'Ingénieur logiciel',
      zh: '软件工程师',
      ja: 'ソフトウェアエンジニア',
    },
  },
]

// ---------------------------------------------------------------------------------------------
// Biographies (English here; the other languages are in src/seed/translations/). Farhan Iqbal Siddiqui (board) and
// Rashed Mahmud Khan (team) deliberately have none, so the site shows "Profile Coming Soon".
// ---------------------------------------------------------------------------------------------

export const seedBios: SeedBio[] = [
  {
    key: 'bio-board-1',
    memberName: 'Prof. Mahbubul Alam Khondoker',
    memberType: 'board',
    bio: {
      en: 'Prof. Khondoker spent more than three decades teaching and researching river hydraulics, flood management and coastal water resources. He chairs our Board of Advisors and guides the scientific direction of our water and delta research.',
    },
    education: {
      en: 'PhD in Civil Engineering (Hydraulics), University of Newcastle upon Tyne\nMSc in Water Resources Engineering, Bangladesh University of Engineering and Technology\nBSc in Civil Engineering, Bangladesh University of Engineering and Technology',
    },
    experience: {
      en: 'Professor of Water Resources Engineering for 32 years, including six years as head of department.\nTechnical adviser to national flood-forecasting and coastal-embankment improvement programmes.\nVisiting researcher at delta research institutes in the Netherlands and Vietnam.',
    },
    achievements: {
      en: 'Author of more than 90 peer-reviewed papers on river morphology and flood risk.\nLifetime Achievement Award of a national engineering society (2019).',
    },
    contactEmail: 'm.khondoker@example.org',
    linkedinUrl: 'https://www.linkedin.com/in/mahbubul-khondoker-example',
  },
  {
    key: 'bio-board-2',
    memberName: 'Dr. Hélène Marchetti-Duval',
    memberType: 'board',
    bio: {
      en: 'Dr. Marchetti-Duval led humanitarian coordination in several protracted crises across Africa and Asia before retiring from the United Nations. She advises us on humanitarian research ethics, partnerships with response agencies and turning evidence into operational decisions.',
    },
    education: {
      en: 'PhD in International Relations, Graduate Institute of International and Development Studies, Geneva\nMA in Development Economics, Université Paris 1 Panthéon-Sorbonne',
    },
    experience: {
      en: 'More than 25 years with the United Nations, latterly as Humanitarian Coordinator in two country operations.\nLed inter-agency responses to cyclones, floods and large-scale displacement.\nSenior fellow at a humanitarian policy think tank since 2021.',
    },
    achievements: {
      en: 'Designed a joint needs-assessment framework later adopted by several country teams.\nAuthor of a widely used handbook on localising humanitarian response.',
    },
    // Deliberately no e-mail or LinkedIn: the Contact block must stay hidden.
  },
  {
    key: 'bio-board-3',
    memberName: 'Dr. Shirin Akhter Chowdhury',
    memberType: 'board',
    bio: {
      en: 'Dr. Chowdhury is an epidemiologist who studies how heat, salinity and flooding affect maternal and child health. She helps our health programme design studies that are rigorous, ethical and useful to district health managers.',
    },
    education: {
      en: 'DrPH in Epidemiology, Johns Hopkins Bloomberg School of Public Health\nMBBS, Dhaka Medical College',
    },
    experience: {
      en: 'Fifteen years leading public-health research on climate-sensitive diseases in coastal Bangladesh.\nConsultant to national and international agencies on heat-health action plans.',
    },
    achievements: {
      en: 'Principal investigator of a multi-year cohort study on drinking-water salinity and hypertension in pregnancy.\nMember of two national technical advisory groups on climate and health.',
    },
    contactEmail: 'shirin.chowdhury@example.org',
    linkedinUrl: 'https://www.linkedin.com/in/shirin-akhter-chowdhury-example',
  },
  {
    key: 'bio-team-1',
    memberName: 'Dr. Tahmina Sultana',
    memberType: 'team',
    bio: {
      en: 'Dr. Sultana leads our climate science programme, working on regional climate projections, extreme rainfall and heat stress. She makes sure that climate data reach planners in forms they can actually use.',
    },
    education: {
      en: 'PhD in Atmospheric Science, University of Reading\nMSc in Environmental Science, Jahangirnagar University',
    },
    experience: {
      en: 'Postdoctoral researcher on monsoon variability in South Asia.\nFive years as climate scientist at a regional research centre before joining us in 2022.',
    },
    achievements: {
      en: 'Lead author of district-level climate risk profiles for the south-western coastal belt.\nEarly Career Researcher Award of an Asian meteorological society (2021).',
    },
    contactEmail: 'tahmina.sultana@example.org',
    linkedinUrl: 'https://www.linkedin.com/in/tahmina-sultana-climate-example',
  },
  {
    key: 'bio-team-2',
    memberName: 'Ayesha Siddiqa Rahmān',
    memberType: 'team',
    bio: {
      en: 'Ayesha researches displacement, protection and community resilience in cyclone- and flood-affected areas. She coordinates our household surveys and participatory research with local partners.',
    },
    education: {
      en: 'MA in Humanitarian Action, University College Dublin\nBSS in Anthropology, University of Dhaka',
    },
    experience: {
      en: 'Four years with a national NGO on emergency response and early recovery.\nField researcher for multi-country studies on anticipatory humanitarian action.',
    },
    achievements: {
      en: 'Co-author of a study on women-led community preparedness groups in coastal unions.',
    },
    contactEmail: 'ayesha.rahman@example.org',
    // No LinkedIn profile: only the Email button should show.
  },
  {
    key: 'bio-team-3',
    memberName: 'Sajid Hossain Arnob',
    memberType: 'team',
    bio: {
      en: 'Sajid turns survey, sensor and satellite data into clean datasets, dashboards and statistical models. He also maintains our internal data standards and trains colleagues in reproducible analysis.',
    },
    education: {
      en: 'MS in Applied Statistics, University of Dhaka\nBS in Statistics, Shahjalal University of Science and Technology',
    },
    experience: {
      en: 'Three years as data analyst at a market research firm.\nJoined us in 2021 to build the analytics pipeline for our household panel surveys.',
    },
    achievements: {
      en: 'Built an open dashboard tracking river-salinity observations across 40 monitoring points.',
    },
    contactEmail: 'sajid.arnob@example.org',
    linkedinUrl: 'https://www.linkedin.com/in/sajid-hossain-arnob-example',
  },
  {
    key: 'bio-team-4',
    memberName: 'Priyanka Debnath',
    memberType: 'team',
    bio: {
      en: 'Priyanka maps flood extent, land-use change and erosion using satellite imagery and field GPS surveys. Her maps underpin our hazard assessments and help partners target assistance.',
    },
    education: {
      en: 'MSc in Remote Sensing and GIS, Asian Institute of Technology\nBSc in Geography and Environment, University of Dhaka',
    },
    experience: {
      en: 'Four years of GIS work for disaster-management projects.\nTrainer for local government officials on open-source mapping tools.',
    },
    achievements: {
      en: 'Produced the first high-resolution riverbank erosion atlas for two northern districts.\nRunner-up in a regional open-data mapping challenge (2023).',
    },
    contactEmail: 'priyanka.debnath@example.org',
    linkedinUrl: 'https://www.linkedin.com/in/priyanka-debnath-gis-example',
  },
  {
    key: 'bio-team-5',
    memberName: 'Imran Kabir Chowdhury',
    memberType: 'team',
    bio: {
      en: 'Imran manages our portfolio of research and capacity-building projects, from proposal to final report. He keeps partners, donors and field teams working to the same plan.',
    },
    education: {
      en: 'MBA, Institute of Business Administration, University of Dhaka\nBSc in Environmental Science, Khulna University',
    },
    experience: {
      en: 'Eight years of programme management with international NGOs in climate adaptation and livelihoods.\nManaged multi-donor projects with budgets of up to USD 3 million.',
    },
    achievements: {
      en: 'Certified project management professional.\nLed the rollout of our monitoring and evaluation framework in 2023.',
    },
    contactEmail: 'imran.chowdhury@example.org',
    linkedinUrl: 'https://www.linkedin.com/in/imran-kabir-chowdhury-example',
  },
]

// ---------------------------------------------------------------------------------------------
// Gallery photos (illustrations). Categories software-development, policy and partnerships are
// deliberately left empty so the gallery's empty state can be seen.
// ---------------------------------------------------------------------------------------------

export const seedPhotos: SeedPhoto[] = [
  {
    key: 'photo-climate-weather-station',
    file: 'climate-weather-station.jpg',
    category: 'climate-science',
    title: {
      en: 'Automatic weather station on the coast',
      bn: 'উপকূলে স্বয়ংক্রিয় আবহাওয়া কেন্দ্র',
      es: 'Estación meteorológica automática en la costa',
      ar: 'محطة أرصاد جوية آلية على الساحل',
      fr: 'Station météorologique automatique sur la côte',
      zh: '沿海自动气象站',
      ja: '沿岸部の自動気象観測所',
    },
    description: {
      en: 'A solar-powered station records rainfall, temperature, humidity and wind every ten minutes for our coastal climate monitoring network.',
    },
    alt: {
      en: 'A weather station with an anemometer, a small solar panel and an instrument shelter standing in a green field under a blue sky',
      bn: 'নীল আকাশের নিচে সবুজ মাঠে বায়ুবেগমাপক যন্ত্র, ছোট সৌর প্যানেল ও যন্ত্রের আচ্ছাদনসহ একটি আবহাওয়া কেন্দ্র',
      es: 'Una estación meteorológica con anemómetro, un pequeño panel solar y una garita de instrumentos en un campo verde bajo un cielo azul',
      ar: 'محطة أرصاد جوية مزودة بمقياس لسرعة الرياح ولوح شمسي صغير ومأوى للأجهزة في حقل أخضر تحت سماء زرقاء',
      fr: 'Une station météo avec un anémomètre, un petit panneau solaire et un abri à instruments dans un champ vert sous un ciel bleu',
      zh: '蓝天下绿色田野中的气象站，配有风速计、小型太阳能板和百叶箱',
      ja: '青空の下、緑の草地に立つ風速計と小型ソーラーパネル、百葉箱を備えた気象観測所',
    },
  },
  {
    key: 'photo-agriculture-rice-paddies',
    file: 'agriculture-rice-paddies-delta.jpg',
    category: 'agriculture',
    title: {
      en: 'Rice paddies along a delta river',
      bn: 'বদ্বীপের নদীর তীরে ধানক্ষেত',
      es: 'Arrozales a orillas de un río del delta',
      ar: 'حقول الأرز على ضفاف نهر في الدلتا',
      fr: 'Rizières le long d’un fleuve du delta',
      zh: '三角洲河畔的稻田',
      ja: 'デルタの川沿いに広がる水田',
    },
    description: {
      en: 'Aman-season paddies beside a tidal river. Our agriculture programme tests salt-tolerant rice varieties with farmer groups here.',
    },
    alt: {
      en: 'Green rice paddies divided by earthen bunds on both sides of a winding river, with farmers in the fields and trees on the horizon',
      bn: 'আঁকাবাঁকা নদীর দুই পাশে আল দিয়ে ভাগ করা সবুজ ধানক্ষেত, মাঠে কৃষক এবং দিগন্তে গাছপালা',
      es: 'Arrozales verdes separados por bordos de tierra a ambos lados de un río sinuoso, con agricultores en el campo y árboles en el horizonte',
      ar: 'حقول أرز خضراء تفصلها سدود ترابية على جانبي نهر متعرج، مع مزارعين في الحقول وأشجار في الأفق',
      fr: 'Des rizières vertes séparées par des diguettes de terre de part et d’autre d’une rivière sinueuse, avec des agriculteurs et des arbres à l’horizon',
      zh: '蜿蜒河流两岸由田埂分隔的绿色稻田，田间有农民劳作，远处是树林',
      ja: '蛇行する川の両岸にあぜで区切られた緑の水田が広がり、農家の人々が働き、地平線には木々が並ぶ',
    },
  },
  {
    key: 'photo-ecosystem-mangrove',
    file: 'ecosystem-mangrove-forest.jpg',
    category: 'ecosystem',
    title: {
      en: 'Mangrove forest at low tide',
      bn: 'ভাটার সময় ম্যানগ্রোভ বন',
      es: 'Manglar con la marea baja',
      ar: 'غابة المانغروف وقت الجزر',
      fr: 'Mangrove à marée basse',
      zh: '退潮时的红树林',
      ja: '干潮時のマングローブ林',
    },
    description: {
      en: 'Prop roots and breathing roots exposed at low tide in a mangrove creek, where we monitor sediment build-up and forest health.',
    },
    alt: {
      en: 'Mangrove trees with arching prop roots over a calm creek, with small breathing roots rising from the mudflat',
      bn: 'শান্ত খালের ওপর বাঁকানো ঠেসমূলসহ ম্যানগ্রোভ গাছ, কাদাচর থেকে উঠে আসা ছোট শ্বাসমূল',
      es: 'Mangles con raíces zancudas arqueadas sobre un estero tranquilo y pequeñas raíces respiratorias que salen del fango',
      ar: 'أشجار مانغروف بجذور دعامية مقوسة فوق جدول هادئ، وجذور تنفسية صغيرة تبرز من المسطح الطيني',
      fr: 'Des palétuviers aux racines-échasses arquées au-dessus d’un chenal calme, et de petites racines respiratoires sortant de la vase',
      zh: '平静水道上方的红树，拱形支柱根清晰可见，泥滩上冒出细小的呼吸根',
      ja: '静かな水路の上に弓なりの支柱根を伸ばすマングローブと、干潟から突き出た小さな呼吸根',
    },
  },
  {
    key: 'photo-disaster-cyclone-shelter',
    file: 'disaster-cyclone-shelter.jpg',
    category: 'disaster',
    title: {
      en: 'Cyclone shelter as a storm approaches',
      bn: 'ঝড় এগিয়ে আসার সময় ঘূর্ণিঝড় আশ্রয়কেন্দ্র',
      es: 'Refugio contra ciclones ante la llegada de una tormenta',
      ar: 'ملجأ من الأعاصير مع اقتراب العاصفة',
      fr: 'Abri anticyclonique à l’approche d’une tempête',
      zh: '风暴来临时的避风所',
      ja: '嵐が迫るサイクロンシェルター',
    },
    description: {
      en: 'A raised multi-purpose cyclone shelter. Our disaster risk reduction team studies how early warnings and shelter access shape evacuation decisions.',
    },
    alt: {
      en: 'A two-storey concrete shelter on pillars with an access ramp, under dark storm clouds with rain and bending trees',
      bn: 'ঘন ঝড়ো মেঘ, বৃষ্টি ও হেলে পড়া গাছের মাঝে খুঁটির ওপর র‍্যাম্পসহ দোতলা কংক্রিটের আশ্রয়কেন্দ্র',
      es: 'Un refugio de hormigón de dos plantas sobre pilares con una rampa de acceso, bajo nubes de tormenta oscuras, lluvia y árboles doblados',
      ar: 'ملجأ خرساني من طابقين مرفوع على أعمدة مع منحدر للدخول، تحت غيوم عاصفة داكنة ومطر وأشجار منحنية',
      fr: 'Un abri en béton de deux étages sur pilotis avec une rampe d’accès, sous des nuages d’orage sombres, la pluie et des arbres courbés',
      zh: '一座架在立柱上、带有坡道的两层混凝土避难所，上空乌云密布，风雨中树木弯腰',
      ja: '暗い雨雲と雨、しなる木々の下に立つ、スロープ付きの高床式2階建てコンクリートシェルター',
    },
  },
  {
    key: 'photo-disaster-coastal-embankment',
    file: 'disaster-coastal-embankment.jpg',
    category: 'disaster',
    title: {
      en: 'Coastal embankment at high tide',
      bn: 'জোয়ারের সময় উপকূলীয় বাঁধ',
      es: 'Dique costero con la marea alta',
      ar: 'سد ساحلي وقت المد',
      fr: 'Digue côtière à marée haute',
      zh: '涨潮时的海堤',
      ja: '満潮時の海岸堤防',
    },
    description: {
      en: 'Concrete blocks protect the sea-facing slope of an earthen embankment that shields villages and farmland from tidal surges.',
    },
    alt: {
      en: 'A grassy earthen embankment with concrete blocks on its sea side, waves on the left and a village with trees on the lower land to the right',
      bn: 'সমুদ্রের দিকে কংক্রিট ব্লকসহ ঘাসে ঢাকা মাটির বাঁধ, বাঁয়ে ঢেউ এবং ডানে নিচু জমিতে গাছপালাসহ একটি গ্রাম',
      es: 'Un dique de tierra cubierto de hierba con bloques de hormigón del lado del mar, olas a la izquierda y un pueblo con árboles en la tierra baja a la derecha',
      ar: 'سد ترابي مكسو بالعشب مع كتل خرسانية على جانبه المواجه للبحر، وأمواج على اليسار وقرية بين الأشجار في الأرض المنخفضة على اليمين',
      fr: 'Une digue en terre herbeuse protégée côté mer par des blocs de béton, des vagues à gauche et un village arboré en contrebas à droite',
      zh: '长满青草的土堤，临海一侧铺有混凝土块，左侧是海浪，右侧低地上是绿树环绕的村庄',
      ja: '海側の斜面をコンクリートブロックで覆った草の生えた土の堤防。左に波、右の低地には木々に囲まれた村',
    },
  },
  {
    key: 'photo-energy-rooftop-solar',
    file: 'energy-rooftop-solar.jpg',
    category: 'energy',
    title: {
      en: 'Solar panels on village rooftops',
      bn: 'গ্রামের বাড়ির ছাদে সৌর প্যানেল',
      es: 'Paneles solares en los tejados de una aldea',
      ar: 'ألواح شمسية على أسطح منازل القرية',
      fr: 'Panneaux solaires sur les toits d’un village',
      zh: '村舍屋顶上的太阳能板',
      ja: '村の屋根に並ぶソーラーパネル',
    },
    description: {
      en: 'Solar home systems on tin-roofed houses. We assess how off-grid solar affects household energy costs, study time and small businesses.',
    },
    alt: {
      en: 'A row of tin-roofed village houses with blue solar panels on their roofs, coconut palms and a bright sun in a clear sky',
      bn: 'টিনের চালের একসারি গ্রামের বাড়ি, ছাদে নীল সৌর প্যানেল, নারকেল গাছ এবং পরিষ্কার আকাশে উজ্জ্বল সূর্য',
      es: 'Una hilera de casas con techo de chapa y paneles solares azules, cocoteros y un sol brillante en un cielo despejado',
      ar: 'صف من منازل القرية ذات الأسقف المعدنية تعلوها ألواح شمسية زرقاء، مع أشجار نخيل جوز الهند وشمس ساطعة في سماء صافية',
      fr: 'Une rangée de maisons aux toits de tôle équipés de panneaux solaires bleus, des cocotiers et un soleil éclatant dans un ciel dégagé',
      zh: '一排铁皮屋顶的村舍，屋顶装有蓝色太阳能板，椰子树成行，晴空中阳光明媚',
      ja: '青いソーラーパネルを載せたトタン屋根の家並みとヤシの木、晴れ渡った空に輝く太陽',
    },
  },
  {
    key: 'photo-health-community-camp',
    file: 'health-community-camp.jpg',
    category: 'health',
    title: {
      en: 'Community health camp',
      bn: 'কমিউনিটি স্বাস্থ্য ক্যাম্প',
      es: 'Campamento de salud comunitaria',
      ar: 'مخيم صحي مجتمعي',
      fr: 'Camp de santé communautaire',
      zh: '社区义诊营地',
      ja: '地域の健康キャンプ',
    },
    description: {
      en: 'A one-day health camp where residents had blood pressure and drinking-water salinity checked as part of our climate and health study.',
    },
    alt: {
      en: 'An open white tent in a village where a health worker at a table attends to a queue of residents, with trees behind',
      bn: 'গ্রামে একটি খোলা সাদা তাঁবু, যেখানে টেবিলে বসা একজন স্বাস্থ্যকর্মী সারিবদ্ধ বাসিন্দাদের সেবা দিচ্ছেন, পেছনে গাছপালা',
      es: 'Una carpa blanca abierta en un pueblo donde una trabajadora de salud atiende en una mesa a una fila de vecinos, con árboles detrás',
      ar: 'خيمة بيضاء مفتوحة في قرية يستقبل فيها عامل صحي على طاولة طابورا من السكان، وخلفها أشجار',
      fr: 'Une tente blanche ouverte dans un village où une agente de santé reçoit à une table une file d’habitants, avec des arbres en arrière-plan',
      zh: '村里一顶敞开的白色帐篷，医护人员坐在桌旁为排队的村民服务，后面是树林',
      ja: '村に張られた白いテントで、机に座る保健スタッフが列に並ぶ住民に対応している。背景には木々',
    },
  },
  {
    key: 'photo-humanitarian-relief-distribution',
    file: 'humanitarian-relief-distribution.jpg',
    category: 'humanitarian',
    title: {
      en: 'Shelters and relief distribution in a camp',
      bn: 'শিবিরে আশ্রয়ঘর ও ত্রাণ বিতরণ',
      es: 'Refugios y reparto de ayuda en un campamento',
      ar: 'مآوٍ وتوزيع مساعدات إغاثية في مخيم',
      fr: 'Abris et distribution de secours dans un camp',
      zh: '营地中的临时住所与救援物资发放',
      ja: 'キャンプの仮設住居と救援物資の配布',
    },
    description: {
      en: 'Tarpaulin shelters on a hillside camp and a distribution point. Our humanitarian studies examine how aid reaches the most vulnerable households.',
    },
    alt: {
      en: 'Rows of tarpaulin-roofed shelters on terraced hills, a water tank and people carrying relief sacks along a path',
      bn: 'ধাপে ধাপে পাহাড়ের গায়ে ত্রিপলের ছাউনি দেওয়া সারি সারি আশ্রয়ঘর, একটি পানির ট্যাংক এবং পথ ধরে ত্রাণের বস্তা বহনকারী মানুষ',
      es: 'Hileras de refugios con techos de lona en colinas aterrazadas, un tanque de agua y personas que cargan sacos de ayuda por un sendero',
      ar: 'صفوف من المآوي ذات الأسقف المشمعة على تلال مدرجة، وخزان مياه، وأشخاص يحملون أكياس الإغاثة على طول ممر',
      fr: 'Des rangées d’abris couverts de bâches sur des collines en terrasses, un réservoir d’eau et des personnes portant des sacs de secours le long d’un chemin',
      zh: '梯田状山坡上成排的防水布棚屋、一座水箱，以及沿小路搬运救援物资的人们',
      ja: '段々になった丘に並ぶブルーシート屋根の仮設住居と給水タンク、小道を救援物資の袋を運ぶ人々',
    },
  },
  {
    key: 'photo-research-river-boat',
    file: 'research-river-boat.jpg',
    category: 'research',
    title: {
      en: 'Research boat sampling the river',
      bn: 'নদীতে নমুনা সংগ্রহে গবেষণা নৌকা',
      es: 'Embarcación de investigación tomando muestras en el río',
      ar: 'قارب أبحاث يجمع عينات من النهر',
      fr: 'Bateau de recherche prélevant des échantillons sur le fleuve',
      zh: '在河上采样的科考船',
      ja: '川でサンプリングを行う調査船',
    },
    description: {
      en: 'Our field team measures salinity, turbidity and flow from a small research boat during the dry season.',
    },
    alt: {
      en: 'A small research boat with a cabin on a wide river, researchers lowering an instrument on a cable into the water, an orange buoy nearby',
      bn: 'প্রশস্ত নদীতে কেবিনসহ একটি ছোট গবেষণা নৌকা, গবেষকেরা তারে বাঁধা যন্ত্র পানিতে নামাচ্ছেন, কাছে একটি কমলা রঙের বয়া',
      es: 'Una pequeña embarcación de investigación con cabina en un río ancho; los investigadores bajan un instrumento con un cable al agua y cerca flota una boya naranja',
      ar: 'قارب أبحاث صغير بمقصورة في نهر واسع، وباحثون يُنزلون جهازا معلقا بكابل في الماء، وعوامة برتقالية بالقرب منه',
      fr: 'Un petit bateau de recherche avec cabine sur un large fleuve, des chercheurs descendant un instrument au bout d’un câble, une bouée orange à proximité',
      zh: '宽阔河面上一艘带舱室的小型科考船，研究人员正用缆绳将仪器放入水中，附近漂着一个橙色浮标',
      ja: '広い川に浮かぶキャビン付きの小さな調査船。研究者がケーブルで観測機器を水中に下ろし、近くにオレンジ色のブイが浮かぶ',
    },
  },
  {
    key: 'photo-capacity-training-workshop',
    file: 'capacity-training-workshop.jpg',
    category: 'capacity',
    title: {
      en: 'Climate data training workshop',
      bn: 'জলবায়ু উপাত্ত বিষয়ক প্রশিক্ষণ কর্মশালা',
      es: 'Taller de formación en datos climáticos',
      ar: 'ورشة تدريبية حول البيانات المناخية',
      fr: 'Atelier de formation aux données climatiques',
      zh: '气候数据培训工作坊',
      ja: '気候データ研修ワークショップ',
    },
    description: {
      en: 'Local government officers and NGO staff learn to analyse rainfall and temperature records during a three-day workshop.',
    },
    alt: {
      en: 'A workshop room with a facilitator beside a projector screen showing charts, and participants with laptops seated at tables',
      bn: 'একটি কর্মশালা কক্ষ, যেখানে একজন সহায়ক চার্ট দেখানো প্রজেক্টর পর্দার পাশে দাঁড়িয়ে আছেন এবং অংশগ্রহণকারীরা ল্যাপটপ নিয়ে টেবিলে বসে আছেন',
      es: 'Una sala de talleres con una facilitadora junto a una pantalla de proyección con gráficos y participantes con portátiles sentados a las mesas',
      ar: 'قاعة ورشة عمل يقف فيها ميسّر بجوار شاشة عرض تظهر عليها رسوم بيانية، ومشاركون يجلسون إلى طاولات أمام حواسيبهم المحمولة',
      fr: 'Une salle d’atelier avec une animatrice près d’un écran de projection affichant des graphiques, et des participants assis à des tables avec leurs ordinateurs portables',
      zh: '培训室里，讲师站在显示图表的投影幕旁，学员们坐在桌前使用笔记本电脑',
      ja: 'グラフを映したスクリーンの横に講師が立ち、参加者がノートパソコンを前に机に着いている研修室',
    },
  },
  {
    key: 'photo-events-research-symposium',
    file: 'events-research-symposium.jpg',
    category: 'events',
    title: {
      en: 'Annual climate resilience symposium',
      bn: 'বার্ষিক জলবায়ু সহনশীলতা সিম্পোজিয়াম',
      es: 'Simposio anual sobre resiliencia climática',
      ar: 'الندوة السنوية حول الصمود في وجه تغير المناخ',
      fr: 'Symposium annuel sur la résilience climatique',
      zh: '年度气候韧性研讨会',
      ja: '年次気候レジリエンス・シンポジウム',
    },
    description: {
      en: 'Researchers, officials and community representatives discuss new evidence on a panel at our annual symposium.',
    },
    alt: {
      en: 'A conference stage with a panel of speakers at a table, a podium and a large backdrop, seen from behind rows of audience members',
      bn: 'সারি সারি দর্শকের পেছন থেকে দেখা একটি সম্মেলন মঞ্চ, যেখানে টেবিলে বক্তাদের প্যানেল, একটি বক্তৃতামঞ্চ ও বড় পটভূমি',
      es: 'Un escenario de conferencias con un panel de ponentes en una mesa, un atril y un gran telón de fondo, visto desde detrás de filas de público',
      ar: 'منصة مؤتمر عليها فريق من المتحدثين إلى طاولة ومنبر وخلفية كبيرة، كما تبدو من خلف صفوف الحضور',
      fr: 'Une scène de conférence avec des intervenants assis à une table, un pupitre et une grande toile de fond, vue depuis l’arrière des rangées du public',
      zh: '从观众席后排望去的会议舞台，台上发言嘉宾坐在桌旁，旁边有讲台和大型背景板',
      ja: '客席の後方から見た会議のステージ。机に並ぶ登壇者と演台、大きな背景パネル',
    },
  },
  {
    key: 'photo-general-river-evening',
    file: 'general-river-evening.jpg',
    category: 'general',
    title: {
      en: 'Evening on the river',
      bn: 'নদীতে সন্ধ্যা',
      es: 'Atardecer en el río',
      ar: 'مساء على النهر',
      fr: 'Soir sur le fleuve',
      zh: '河上黄昏',
      ja: '夕暮れの川',
    },
    description: {
      en: 'Country boats with square sails head home at sunset on one of the great rivers of the delta.',
    },
    alt: {
      en: 'Wooden sailing boats silhouetted on a wide river at sunset, the sun reflected on the water and birds flying over the far bank',
      bn: 'সূর্যাস্তে প্রশস্ত নদীতে কাঠের পালতোলা নৌকার ছায়ামূর্তি, পানিতে সূর্যের প্রতিফলন এবং দূরের তীরের ওপর উড়ন্ত পাখি',
      es: 'Siluetas de barcas de vela de madera en un río ancho al atardecer, con el sol reflejado en el agua y aves volando sobre la orilla lejana',
      ar: 'ظلال قوارب شراعية خشبية على نهر واسع عند الغروب، والشمس تنعكس على الماء وطيور تحلق فوق الضفة البعيدة',
      fr: 'Silhouettes de barques à voile en bois sur un large fleuve au coucher du soleil, le soleil se reflétant dans l’eau et des oiseaux survolant la rive lointaine',
      zh: '夕阳下宽阔河面上木帆船的剪影，太阳倒映在水中，飞鸟掠过远岸',
      ja: '夕日に照らされた広い川に浮かぶ木造帆船のシルエット。水面に太陽が映り、対岸の上を鳥が飛ぶ',
    },
  },
]

// ---------------------------------------------------------------------------------------------
// Content items. Paragraphs are plain text; the engine turns each into a <p>.
// ---------------------------------------------------------------------------------------------

export const seedContentItems: SeedContentItem[] = [
  {
    key: 'content-about-description-our-approach',
    tabId: 'about',
    sectionId: 'description',
    displayOrder: 1,
    title: {
      en: 'Our approach',
      bn: 'আমাদের কর্মপদ্ধতি',
      es: 'Nuestro enfoque',
      ar: 'نهجنا',
      fr: 'Notre approche',
      zh: '我们的工作方法',
      ja: '私たちのアプローチ',
    },
    paragraphs: {
      en: [
        'We start from the questions that communities, local governments and humanitarian agencies are actually asking. Every study is designed with its future users, so that the evidence arrives in time and in a form that can inform a decision.',
        'Our teams combine climate science, field surveys, remote sensing and participatory methods. We publish our methods and, wherever consent and privacy allow, our data, so that others can check and build on our work.',
        'Finally, we invest in people: every project includes training for partner staff and young researchers, so that skills stay in the places that need them most.',
      ],
      bn: [
        'আমরা শুরু করি সেই প্রশ্নগুলো থেকে, যা জনগোষ্ঠী, স্থানীয় সরকার ও মানবিক সংস্থাগুলো সত্যিই জানতে চায়। প্রতিটি গবেষণা তার ভবিষ্যৎ ব্যবহারকারীদের সঙ্গে মিলে পরিকল্পনা করা হয়, যাতে প্রমাণ সময়মতো এবং সিদ্ধান্ত গ্রহণে কাজে লাগার মতো করে পৌঁছায়।',
        'আমাদের দল জলবায়ু বিজ্ঞান, মাঠ জরিপ, রিমোট সেন্সিং এবং অংশগ্রহণমূলক পদ্ধতিকে একত্র করে। আমরা আমাদের পদ্ধতি এবং সম্মতি ও গোপনীয়তা যেখানে অনুমতি দেয় সেখানে আমাদের উপাত্ত প্রকাশ করি, যাতে অন্যরা তা যাচাই করতে ও এগিয়ে নিতে পারেন।',
        'সবশেষে, আমরা মানুষের ওপর বিনিয়োগ করি: প্রতিটি প্রকল্পে সহযোগী সংস্থার কর্মী ও তরুণ গবেষকদের প্রশিক্ষণ থাকে, যাতে দক্ষতা সেই জায়গাগুলোতেই থেকে যায় যেখানে এর প্রয়োজন সবচেয়ে বেশি।',
      ],
      es: [
        'Partimos de las preguntas que realmente se hacen las comunidades, los gobiernos locales y las agencias humanitarias. Cada estudio se diseña junto con sus futuros usuarios, para que la evidencia llegue a tiempo y en una forma que pueda orientar una decisión.',
        'Nuestros equipos combinan ciencia del clima, encuestas de campo, teledetección y métodos participativos. Publicamos nuestros métodos y, siempre que el consentimiento y la privacidad lo permiten, nuestros datos, para que otros puedan verificar nuestro trabajo y aprovecharlo.',
        'Por último, invertimos en las personas: cada proyecto incluye formación para el personal de las organizaciones socias y para jóvenes investigadores, de modo que las capacidades permanezcan donde más se necesitan.',
      ],
    },
  },
  {
    key: 'content-research-publications-coastal-salinity-report',
    tabId: 'research',
    sectionId: 'publications',
    displayOrder: 2,
    title: {
      en: 'New report: salinity, livelihoods and health in the south-west coastal belt',
      bn: 'নতুন প্রতিবেদন: দক্ষিণ-পশ্চিম উপকূলীয় অঞ্চলে লবণাক্ততা, জীবিকা ও স্বাস্থ্য',
      es: 'Nuevo informe: salinidad, medios de vida y salud en la franja costera del suroeste',
      ar: 'تقرير جديد: الملوحة وسبل العيش والصحة في الحزام الساحلي الجنوبي الغربي',
      fr: 'Nouveau rapport : salinité, moyens de subsistance et santé dans la ceinture côtière du sud-ouest',
      zh: '新报告：西南沿海地带的盐碱化、生计与健康',
      ja: '新報告書：南西沿岸地域における塩害・生計・健康',
    },
    paragraphs: {
      en: [
        'Our latest report brings together three years of household surveys, water-quality measurements and satellite analysis from 24 coastal unions. It finds that rising soil and water salinity is pushing families away from rice farming towards shrimp and crab culture, day labour and seasonal migration.',
        'The report also documents the health side of salinity: households relying on saline ponds and shallow tube-wells reported higher rates of hypertension and skin problems. Women, who collect most drinking water, carry much of this burden.',
        'We propose practical options for local governments and donors, from rainwater harvesting and managed aquifer recharge to support for salt-tolerant crops. The full report and a two-page policy brief are available on request from our research team.',
      ],
    },
  },
  {
    key: 'content-join-careers-gis-research-officer',
    tabId: 'join',
    sectionId: 'careers',
    displayOrder: 3,
    title: {
      en: 'Now hiring: Research Officer (GIS and Remote Sensing)',
      bn: 'নিয়োগ চলছে: গবেষণা কর্মকর্তা (জিআইএস ও রিমোট সেন্সিং)',
      es: 'Oferta de empleo: Oficial de investigación (SIG y teledetección)',
      ar: 'وظيفة شاغرة: مسؤول أبحاث (نظم المعلومات الجغرافية والاستشعار عن بعد)',
      fr: 'Nous recrutons : chargé·e de recherche (SIG et télédétection)',
      zh: '招聘：研究专员（地理信息系统与遥感）',
      ja: '募集中：リサーチオフィサー（GIS・リモートセンシング）',
    },
    paragraphs: {
      en: [
        'We are looking for a Research Officer to join our GIS team in Dhaka. You will process satellite imagery, map flood extent and land-use change, and prepare clear maps and summaries for partners and reports.',
        'You should hold a degree in geography, environmental science, civil engineering or a related field, and have at least two years of experience with QGIS or ArcGIS. Experience with Google Earth Engine, Python or R, and fieldwork in rural Bangladesh is a strong advantage.',
        'This is a full-time position with a two-year initial contract. To apply, send your CV and a one-page cover letter to careers@example.org with the position title in the subject line.',
      ],
    },
  },
  {
    key: 'content-capacity-training-climate-data-workshop',
    tabId: 'capacity',
    sectionId: 'training',
    displayOrder: 4,
    title: {
      en: 'Upcoming workshop: climate data analysis with open tools',
      bn: 'আসন্ন কর্মশালা: ওপেন টুল দিয়ে জলবায়ু উপাত্ত বিশ্লেষণ',
      es: 'Próximo taller: análisis de datos climáticos con herramientas abiertas',
      ar: 'ورشة عمل قادمة: تحليل البيانات المناخية بأدوات مفتوحة المصدر',
      fr: 'Atelier à venir : analyse de données climatiques avec des outils libres',
      zh: '即将举办：使用开源工具分析气候数据工作坊',
      ja: '開催予定：オープンツールによる気候データ分析ワークショップ',
    },
    paragraphs: {
      en: [
        'Our next three-day workshop introduces staff of local government, NGOs and universities to working with rainfall and temperature records, climate projections and simple indicators of extreme events.',
        'Sessions mix short lectures with hands-on exercises in R and QGIS using real data from Bangladeshi weather stations. No programming experience is required, but participants should bring a laptop.',
        'Places are limited to 25 participants, and we particularly encourage applications from women and from organisations based outside Dhaka. To register your interest, write to training@example.org.',
      ],
    },
  },
  {
    key: 'content-programmes-disaster-early-warning-pilot',
    tabId: 'programmes',
    sectionId: 'disaster',
    displayOrder: 5,
    title: {
      en: 'Pilot: community early-warning messages for cyclones',
      bn: 'পাইলট প্রকল্প: ঘূর্ণিঝড়ের জন্য কমিউনিটিভিত্তিক আগাম সতর্কবার্তা',
      es: 'Proyecto piloto: alertas tempranas comunitarias ante ciclones',
      ar: 'مشروع تجريبي: رسائل إنذار مبكر مجتمعية للأعاصير',
      fr: 'Projet pilote : messages d’alerte précoce communautaires contre les cyclones',
      zh: '试点项目：面向社区的气旋预警信息',
      ja: 'パイロット事業：地域住民向けサイクロン早期警報メッセージ',
    },
    paragraphs: {
      en: [
        'Together with volunteers and union disaster management committees, we are testing plain-language cyclone warnings delivered by voice message, loudspeaker and local volunteers in two coastal sub-districts.',
        'The pilot measures whether clearer messages, combined with information about the nearest shelter, lead more people, especially older people, women and people with disabilities, to evacuate in time.',
      ],
    },
  },
]
