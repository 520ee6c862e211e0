import type { SeedTranslations } from './types'

/** French translations of the seed texts that src/seed/data.ts has in English only. */
export const fr: SeedTranslations = {
  bios: {
    'bio-board-1': {
      bio:
        'Le professeur Khondoker a consacré plus de trois décennies à l’enseignement et à la recherche en hydraulique fluviale, en gestion des inondations et en ressources en eau côtières. Il préside notre conseil consultatif et oriente la direction scientifique de nos recherches sur l’eau et les deltas.',
      education:
        'Doctorat en génie civil (hydraulique), Université de Newcastle upon Tyne\nMaster en ingénierie des ressources en eau, Université d’ingénierie et de technologie du Bangladesh\nLicence en génie civil, Université d’ingénierie et de technologie du Bangladesh',
      experience:
        'Professeur d’ingénierie des ressources en eau pendant 32 ans, dont six ans comme chef de département.\nConseiller technique des programmes nationaux de prévision des crues et d’amélioration des digues côtières.\nChercheur invité dans des instituts de recherche sur les deltas aux Pays-Bas et au Viêt Nam.',
      achievements:
        'Auteur de plus de 90 articles évalués par des pairs sur la morphologie fluviale et le risque d’inondation.\nPrix pour l’ensemble de sa carrière décerné par une société nationale d’ingénierie (2019).',
    },
    'bio-board-2': {
      bio:
        'Mme Marchetti-Duval a dirigé la coordination humanitaire dans plusieurs crises prolongées en Afrique et en Asie avant de prendre sa retraite des Nations Unies. Elle nous conseille sur l’éthique de la recherche humanitaire, les partenariats avec les organismes d’intervention et la traduction des données probantes en décisions opérationnelles.',
      education:
        'Doctorat en relations internationales, Institut de hautes études internationales et du développement, Genève\nMaster en économie du développement, Université Paris 1 Panthéon-Sorbonne',
      experience:
        'Plus de 25 ans au sein des Nations Unies, en dernier lieu comme coordonnatrice humanitaire dans deux opérations de pays.\nA dirigé des interventions interinstitutions face à des cyclones, des inondations et des déplacements de population à grande échelle.\nChercheuse associée principale au sein d’un groupe de réflexion sur les politiques humanitaires depuis 2021.',
      achievements:
        'A conçu un cadre d’évaluation conjointe des besoins, adopté par la suite par plusieurs équipes de pays.\nAutrice d’un guide largement utilisé sur la localisation de l’action humanitaire.',
    },
    'bio-board-3': {
      bio:
        'Mme Chowdhury est épidémiologiste ; elle étudie les effets de la chaleur, de la salinité et des inondations sur la santé maternelle et infantile. Elle aide notre programme de santé à concevoir des études rigoureuses, éthiques et utiles aux responsables sanitaires de district.',
      education:
        'Doctorat en santé publique, spécialité épidémiologie, École de santé publique Bloomberg de l’université Johns Hopkins\nDiplôme de médecine et de chirurgie, Collège médical de Dacca',
      experience:
        'Quinze ans à la tête de recherches en santé publique sur les maladies sensibles au climat dans les zones côtières du Bangladesh.\nConsultante auprès d’organismes nationaux et internationaux pour l’élaboration de plans d’action chaleur-santé.',
      achievements:
        'Investigatrice principale d’une étude de cohorte pluriannuelle sur la salinité de l’eau de boisson et l’hypertension pendant la grossesse.\nMembre de deux groupes consultatifs techniques nationaux sur le climat et la santé.',
    },
    'bio-team-1': {
      bio:
        'Mme Sultana dirige notre programme de sciences du climat et travaille sur les projections climatiques régionales, les précipitations extrêmes et le stress thermique. Elle veille à ce que les données climatiques parviennent aux planificateurs sous une forme réellement exploitable.',
      education:
        'Doctorat en sciences de l’atmosphère, Université de Reading\nMaster en sciences de l’environnement, Université Jahangirnagar',
      experience:
        'Chercheuse postdoctorale sur la variabilité de la mousson en Asie du Sud.\nCinq ans comme climatologue dans un centre de recherche régional avant de nous rejoindre en 2022.',
      achievements:
        'Autrice principale des profils de risque climatique à l’échelle des districts pour la ceinture côtière du sud-ouest.\nPrix du jeune chercheur décerné par une société météorologique asiatique (2021).',
    },
    'bio-team-2': {
      bio:
        'Ayesha mène des recherches sur les déplacements de population, la protection et la résilience des communautés dans les zones touchées par les cyclones et les inondations. Elle coordonne nos enquêtes auprès des ménages et nos recherches participatives avec les partenaires locaux.',
      education:
        'Master en action humanitaire, University College Dublin\nLicence en sciences sociales (anthropologie), Université de Dacca',
      experience:
        'Quatre ans au sein d’une ONG nationale, dans l’intervention d’urgence et le relèvement précoce.\nChercheuse de terrain pour des études multipays sur l’action humanitaire anticipatoire.',
      achievements:
        'Coautrice d’une étude sur les groupes communautaires de préparation aux catastrophes dirigés par des femmes dans les unions côtières.',
    },
    'bio-team-3': {
      bio:
        'Sajid transforme les données d’enquêtes, de capteurs et de satellites en jeux de données propres, en tableaux de bord et en modèles statistiques. Il veille également au respect de nos normes internes en matière de données et forme ses collègues à l’analyse reproductible.',
      education:
        'Master en statistique appliquée, Université de Dacca\nLicence en statistique, Université des sciences et technologies Shahjalal',
      experience:
        'Trois ans comme analyste de données dans un cabinet d’études de marché.\nNous a rejoints en 2021 pour mettre en place la chaîne d’analyse de nos enquêtes par panel auprès des ménages.',
      achievements:
        'A créé un tableau de bord ouvert qui suit les relevés de salinité des rivières sur 40 points de surveillance.',
    },
    'bio-team-4': {
      bio:
        'Priyanka cartographie l’étendue des inondations, l’évolution de l’occupation des sols et l’érosion à partir d’images satellitaires et de relevés GPS sur le terrain. Ses cartes servent de base à nos évaluations des aléas et aident nos partenaires à mieux cibler l’aide.',
      education:
        'Master en télédétection et SIG, Institut asiatique de technologie\nLicence en géographie et environnement, Université de Dacca',
      experience:
        'Quatre ans de travaux en SIG pour des projets de gestion des catastrophes.\nFormatrice des agents des collectivités locales aux outils de cartographie libres.',
      achievements:
        'A réalisé le premier atlas à haute résolution de l’érosion des berges pour deux districts du nord.\nDeuxième place d’un concours régional de cartographie en données ouvertes (2023).',
    },
    'bio-team-5': {
      bio:
        'Imran gère notre portefeuille de projets de recherche et de renforcement des capacités, de la proposition au rapport final. Il veille à ce que partenaires, bailleurs de fonds et équipes de terrain suivent le même plan.',
      education:
        'MBA, Institut d’administration des affaires, Université de Dacca\nLicence en sciences de l’environnement, Université de Khulna',
      experience:
        'Huit ans de gestion de programmes au sein d’ONG internationales, dans l’adaptation au changement climatique et les moyens de subsistance.\nGestion de projets multibailleurs dotés de budgets allant jusqu’à 3 millions de dollars américains.',
      achievements:
        'Titulaire d’une certification professionnelle en gestion de projet.\nA piloté le déploiement de notre cadre de suivi et d’évaluation en 2023.',
    },
  },
  photos: {
    'photo-climate-weather-station': {
      description:
        'Une station alimentée à l’énergie solaire enregistre les précipitations, la température, l’humidité et le vent toutes les dix minutes pour notre réseau de surveillance du climat côtier.',
    },
    'photo-agriculture-rice-paddies': {
      description:
        'Rizières de la saison aman au bord d’une rivière soumise aux marées. Notre programme agricole y teste des variétés de riz tolérantes au sel avec des groupes d’agriculteurs.',
    },
    'photo-ecosystem-mangrove': {
      description:
        'Racines-échasses et racines respiratoires découvertes à marée basse dans un chenal de mangrove, où nous suivons l’accumulation des sédiments et la santé de la forêt.',
    },
    'photo-disaster-cyclone-shelter': {
      description:
        'Un abri anticyclonique polyvalent surélevé. Notre équipe de réduction des risques de catastrophe étudie l’influence des alertes précoces et de l’accès aux abris sur les décisions d’évacuation.',
    },
    'photo-disaster-coastal-embankment': {
      description:
        'Des blocs de béton protègent le talus côté mer d’une digue en terre qui met les villages et les terres agricoles à l’abri des submersions dues aux marées.',
    },
    'photo-energy-rooftop-solar': {
      description:
        'Systèmes solaires domestiques sur des maisons aux toits de tôle. Nous évaluons les effets du solaire hors réseau sur les dépenses énergétiques des ménages, le temps consacré aux études et les petites entreprises.',
    },
    'photo-health-community-camp': {
      description:
        'Un camp de santé d’une journée, où les habitants ont fait contrôler leur tension artérielle et la salinité de leur eau de boisson dans le cadre de notre étude sur le climat et la santé.',
    },
    'photo-humanitarian-relief-distribution': {
      description:
        'Des abris en bâches dans un camp à flanc de colline et un point de distribution. Nos études humanitaires examinent la manière dont l’aide parvient aux ménages les plus vulnérables.',
    },
    'photo-research-river-boat': {
      description:
        'Notre équipe de terrain mesure la salinité, la turbidité et le débit depuis un petit bateau de recherche pendant la saison sèche.',
    },
    'photo-capacity-training-workshop': {
      description:
        'Des agents des collectivités locales et des membres du personnel d’ONG apprennent à analyser des relevés de précipitations et de températures lors d’un atelier de trois jours.',
    },
    'photo-events-research-symposium': {
      description:
        'Chercheurs, responsables publics et représentants des communautés débattent de nouvelles données lors d’une table ronde de notre symposium annuel.',
    },
    'photo-general-river-evening': {
      description:
        'Des barques traditionnelles à voiles carrées regagnent leur village au coucher du soleil sur l’un des grands fleuves du delta.',
    },
  },
  content: {
    'content-about-description-our-approach': {
      paragraphs: [
        'Nous partons des questions que se posent réellement les communautés, les collectivités locales et les organismes humanitaires. Chaque étude est conçue avec ses futurs utilisateurs, afin que les données probantes arrivent à temps et sous une forme qui puisse éclairer une décision.',
        'Nos équipes associent sciences du climat, enquêtes de terrain, télédétection et méthodes participatives. Nous publions nos méthodes et, chaque fois que le consentement et la protection de la vie privée le permettent, nos données, afin que d’autres puissent vérifier nos travaux et s’en servir pour aller plus loin.',
        'Enfin, nous investissons dans les personnes : chaque projet comprend une formation destinée au personnel des organisations partenaires et aux jeunes chercheurs, afin que les compétences restent là où elles sont le plus nécessaires.',
      ],
    },
    'content-research-publications-coastal-salinity-report': {
      paragraphs: [
        'Notre dernier rapport rassemble trois années d’enquêtes auprès des ménages, de mesures de la qualité de l’eau et d’analyses satellitaires menées dans 24 unions côtières. Il montre que la salinisation croissante des sols et de l’eau pousse les familles à abandonner la riziculture au profit de l’élevage de crevettes et de crabes, du travail journalier et de la migration saisonnière.',
        'Le rapport documente également les conséquences sanitaires de la salinité : les ménages qui dépendent d’étangs saumâtres et de puits tubés peu profonds déclarent des taux plus élevés d’hypertension et de problèmes de peau. Les femmes, qui assurent l’essentiel de la corvée d’eau de boisson, en supportent une grande partie du fardeau.',
        'Nous proposons des solutions concrètes aux collectivités locales et aux bailleurs de fonds, de la collecte des eaux de pluie et de la recharge maîtrisée des nappes aquifères au soutien des cultures tolérantes au sel. Le rapport complet et une note d’orientation politique de deux pages sont disponibles sur demande auprès de notre équipe de recherche.',
      ],
    },
    'content-join-careers-gis-research-officer': {
      paragraphs: [
        'Nous recherchons un·e chargé·e de recherche pour rejoindre notre équipe SIG à Dacca. Vous traiterez des images satellitaires, cartographierez l’étendue des inondations et l’évolution de l’occupation des sols, et préparerez des cartes et des synthèses claires pour nos partenaires et nos rapports.',
        'Vous êtes titulaire d’un diplôme en géographie, en sciences de l’environnement, en génie civil ou dans un domaine connexe, et justifiez d’au moins deux ans d’expérience avec QGIS ou ArcGIS. Une expérience de Google Earth Engine, de Python ou de R, ainsi que du travail de terrain dans les zones rurales du Bangladesh, constitue un atout majeur.',
        'Il s’agit d’un poste à temps plein, assorti d’un contrat initial de deux ans. Pour postuler, envoyez votre CV et une lettre de motivation d’une page à careers@example.org en indiquant l’intitulé du poste dans l’objet du message.',
      ],
    },
    'content-capacity-training-climate-data-workshop': {
      paragraphs: [
        'Notre prochain atelier de trois jours initie le personnel des collectivités locales, des ONG et des universités à l’exploitation des relevés de précipitations et de températures, des projections climatiques et d’indicateurs simples d’événements extrêmes.',
        'Les séances alternent de courts exposés et des exercices pratiques sous R et QGIS, à partir de données réelles issues de stations météorologiques bangladaises. Aucune expérience en programmation n’est requise, mais les participants doivent apporter un ordinateur portable.',
        'Le nombre de places est limité à 25 participants, et nous encourageons particulièrement les candidatures de femmes et d’organisations basées hors de Dacca. Pour manifester votre intérêt, écrivez à training@example.org.',
      ],
    },
    'content-programmes-disaster-early-warning-pilot': {
      paragraphs: [
        'En collaboration avec des bénévoles et les comités de gestion des catastrophes des unions, nous testons dans deux sous-districts côtiers des alertes cycloniques rédigées en langage clair, diffusées par message vocal, par haut-parleur et par des bénévoles locaux.',
        'Le projet pilote cherche à déterminer si des messages plus clairs, accompagnés d’informations sur l’abri le plus proche, incitent davantage de personnes (en particulier les personnes âgées, les femmes et les personnes en situation de handicap) à évacuer à temps.',
      ],
    },
  },
}
