import type { SiteContent } from '../site-content'

/** French static content. */
export const fr: SiteContent = {
  about: {
    description: [
      'Recherche climatique et humanitaire est une organisation de recherche et de conseil basée à Dhaka, qui intervient là où se rencontrent risques climatiques, catastrophes et besoins humains. Chaque année, le Bangladesh subit les conséquences d’un climat en mutation : cyclones et ondes de tempête sur le littoral, crues fluviales et érosion sur les chars, ces îles alluviales instables, salinité qui gagne les champs et l’eau potable dans le sud-ouest, crues soudaines dans les haors, les zones humides du nord-est, et stress thermique croissant à Dhaka et dans d’autres villes en pleine expansion. Nous étudions ces aléas et la manière dont les ménages, les communautés et les institutions y répondent.',
      'Nos travaux couvrent les sciences du climat, la réduction des risques de catastrophe, les études humanitaires, la durabilité environnementale et le développement logiciel. Nous associons enquêtes de terrain, méthodes participatives, télédétection, SIG et analyse de données climatiques, et nous concevons les outils numériques qui permettent à nos partenaires de collecter, de gérer et d’exploiter les données probantes. Des Sundarbans aux camps rohingyas de Cox’s Bazar, nos équipes travaillent aux côtés des collectivités locales, des organisations humanitaires, des universités et des organisations communautaires.',
      'Nous sommes convaincus que la recherche n’est utile que si elle parvient à celles et ceux qui prennent les décisions. C’est pourquoi nous concevons nos études avec leurs futurs utilisateurs, publions aussi bien en langage clair que dans des revues scientifiques, conseillons les décideurs en matière de politiques publiques et de planification, et investissons dans les compétences des jeunes chercheurs et praticiens bangladais.',
    ],
    vision: {
      title: 'Notre vision',
      text: 'Un Bangladesh où les communautés, les institutions et les écosystèmes sont résilients face au changement climatique et aux catastrophes, et où chaque décision en matière de risques, d’adaptation et de réponse humanitaire s’appuie sur des données probantes solides, inclusives et ancrées dans les réalités locales.',
    },
    mission: {
      title: 'Notre mission',
      points: [
        'Mener des recherches rigoureuses et directement exploitables sur le changement climatique, les risques de catastrophe et les besoins humanitaires, qui répondent aux questions que se posent réellement les communautés et les décideurs.',
        'Fournir des conseils en politiques publiques fondés sur des données probantes aux pouvoirs publics, aux partenaires de développement et aux acteurs humanitaires, des stratégies nationales jusqu’aux plans des districts et des unions.',
        'Renforcer les capacités des chercheurs, des praticiens, des étudiants et des communautés locales par la formation, le mentorat et l’apprentissage sur le terrain.',
        'Favoriser la collaboration nationale et internationale en reliant les savoirs et l’expérience du Bangladesh aux réseaux régionaux et mondiaux.',
      ],
    },
    board: {
      intro: 'Notre conseil consultatif réunit des experts chevronnés des sciences du climat, de la gestion des catastrophes, de la santé publique, des politiques humanitaires et du financement du développement. Issus du monde universitaire, de la fonction publique et de la pratique internationale, ses membres orientent notre programme de recherche, garantissent la qualité et l’indépendance de nos travaux et nous aident à faire parvenir les données probantes à celles et ceux qui peuvent agir.',
    },
    team: {
      intro: 'Notre équipe est pluridisciplinaire : chercheurs, analystes, spécialistes SIG et responsables de programme, qui travaillent d’une discipline et d’un district à l’autre. Ensemble, ils conçoivent les études, collectent et analysent les données sur le terrain comme au bureau, cartographient les aléas et l’exposition, et pilotent les projets de leur lancement jusqu’au rapport final.',
    },
    partners: {
      intro: 'Nous collaborons avec un large éventail de partenaires qui partagent notre engagement en faveur de la résilience et d’une action fondée sur des données probantes. Chaque partenariat repose sur le respect mutuel, des rôles clairement définis et une attention commune aux communautés que nous servons.',
      categories: [
        {
          icon: 'landmark',
          title: 'Pouvoirs publics',
          description: 'Ministères, directions nationales et institutions des collectivités locales, avec lesquels nous travaillons sur l’évaluation des risques, la planification de l’adaptation et les données probantes qui fondent les programmes publics.',
        },
        {
          icon: 'globe',
          title: 'ONU et institutions multilatérales',
          description: 'Agences des Nations Unies, banques de développement et fonds multilatéraux qui nous confient des études, des évaluations et un appui technique pour leurs programmes climatiques et humanitaires.',
        },
        {
          icon: 'graduation',
          title: 'Universités et recherche',
          description: 'Universités et instituts de recherche au Bangladesh et à l’étranger, avec lesquels nous concevons des études, coencadrons des étudiants et publions conjointement.',
        },
        {
          icon: 'users',
          title: 'ONG et organisations communautaires',
          description: 'ONG nationales et internationales et organisations communautaires de base, qui apportent leur connaissance du terrain, leur présence locale et un lien direct avec les populations les plus touchées.',
        },
        {
          icon: 'briefcase',
          title: 'Secteur privé',
          description: 'Entreprises classiques et sociales et sociétés technologiques qui développent des produits climato-intelligents, des énergies renouvelables, des solutions d’assurance et des chaînes d’approvisionnement résilientes.',
        },
      ],
    },
  },
  programmes: {
    intro: 'Nos travaux s’articulent autour de sept programmes, chacun consacré à une dimension particulière des enjeux climatiques et humanitaires au Bangladesh : sciences du climat, agriculture et sécurité alimentaire, écosystèmes, réduction des risques de catastrophe, énergie, santé et action humanitaire. En complément, notre service de développement logiciel conçoit les outils numériques dont les organisations de recherche et de développement ont besoin. Choisissez un programme dans le menu pour en savoir plus.',
    focusAreasTitle: 'Domaines prioritaires',
    list: [
      {
        id: 'climate-science',
        icon: 'thermometer',
        title: 'Sciences du climat',
        summary: 'Nous analysons les évolutions observées et projetées des températures, des précipitations, du niveau de la mer et des événements extrêmes au Bangladesh, et traduisons les données climatiques en informations directement utilisables par les planificateurs, les agriculteurs et les organisations humanitaires. Nos travaux vont des projections régionalisées pour les districts côtiers aux prévisions saisonnières qui favorisent l’action précoce.',
        focusAreas: [
          'Analyse des tendances climatiques et projections régionalisées pour le Bangladesh',
          'Événements extrêmes : vagues de chaleur, fortes pluies et cyclones tropicaux',
          'Modélisation de l’élévation du niveau de la mer, des ondes de tempête et de la salinité côtière',
          'Variabilité de la mousson et prévision saisonnière',
          'Services climatologiques et communication de l’information climatique',
        ],
      },
      {
        id: 'agriculture',
        icon: 'sprout',
        title: 'Agriculture et sécurité alimentaire',
        summary: 'L’agriculture fait vivre des millions de ménages ruraux au Bangladesh et compte parmi les secteurs les plus exposés au changement climatique. Nous étudions les effets de la salinité, de la sécheresse, des inondations et du décalage des saisons sur les cultures, l’élevage et la pêche, et nous testons avec les agriculteurs des solutions d’adaptation, des variétés tolérantes au sel aux jardins flottants.',
        focusAreas: [
          'Systèmes agricoles tolérants à la salinité et aux inondations dans les zones côtières et les haors',
          'Pratiques d’agriculture climato-intelligente et leur adoption',
          'Sécurité alimentaire et nutrition des ménages vulnérables au climat',
          'Pêche, aquaculture et élevage face à l’évolution des conditions',
          'Services de conseil agricole et champs-écoles paysans',
        ],
      },
      {
        id: 'ecosystem',
        icon: 'trees',
        title: 'Écosystèmes et biodiversité',
        summary: 'Des écosystèmes en bonne santé protègent les populations contre les aléas et assurent leurs moyens d’existence. Nous travaillons dans la mangrove des Sundarbans, les haors du nord-est, les systèmes fluviaux et les ceintures vertes côtières : nous évaluons l’état de ces écosystèmes et les services qu’ils rendent, et nous soutenons des solutions fondées sur la nature dont les communautés partagent la gestion.',
        focusAreas: [
          'État de la mangrove des Sundarbans et moyens d’existence des communautés qui dépendent de la forêt',
          'Écosystèmes des haors et des zones humides, et leur gestion',
          'Solutions fondées sur la nature pour la protection du littoral',
          'Suivi de la biodiversité et cartographie des habitats',
          'Évaluation économique des services écosystémiques',
        ],
      },
      {
        id: 'disaster',
        icon: 'alert',
        title: 'Réduction des risques de catastrophe',
        summary: 'Grâce à la préparation, le Bangladesh a considérablement réduit le nombre de victimes des cyclones ; pourtant, les inondations, l’érosion des berges, les glissements de terrain et les cyclones détruisent encore des logements, des biens et des moyens d’existence. Nous évaluons les aléas, l’exposition et la vulnérabilité, analysons les systèmes d’alerte précoce et l’action anticipatoire, et aidons les institutions locales à se préparer aux risques auxquels elles sont confrontées.',
        focusAreas: [
          'Évaluation multialéa des risques et de la vulnérabilité',
          'Systèmes d’alerte précoce et action anticipatoire',
          'Érosion des berges et déplacements de population sur les chars',
          'Préparation communautaire aux catastrophes et gestion des abris anticycloniques',
          'Évaluation des besoins après une catastrophe et planification du relèvement',
          'Risques urbains : stagnation des eaux, préparation aux incendies et aux séismes',
        ],
      },
      {
        id: 'energy',
        icon: 'sun',
        title: 'Énergie et développement bas carbone',
        summary: 'L’accès à une énergie propre, fiable et abordable est au cœur d’un développement résilient. Nous étudions l’adoption des énergies renouvelables, l’accès à l’énergie dans les zones isolées et non raccordées au réseau, comme les chars et les îles côtières, ainsi que des trajectoires de croissance bas carbone équitables pour les ménages les plus pauvres.',
        focusAreas: [
          'Systèmes solaires domestiques, mini-réseaux et accès à l’énergie hors réseau',
          'Cuisson propre et énergie domestique',
          'Efficacité énergétique des bâtiments et des petites industries',
          'Transition juste et trajectoires de développement bas carbone',
        ],
      },
      {
        id: 'health',
        icon: 'heart',
        title: 'Climat et santé',
        summary: 'Le changement climatique affecte déjà la santé au Bangladesh : stress thermique, maladies d’origine hydrique et à transmission vectorielle, salinité de l’eau potable et souffrance psychologique liée à la répétition des catastrophes. Nous étudions ces liens, en portant une attention particulière aux personnes qui travaillent en extérieur, aux femmes, aux enfants et aux personnes âgées, et nous aidons les systèmes de santé à se préparer.',
        focusAreas: [
          'Stress thermique et santé urbaine à Dhaka et dans d’autres villes',
          'Eau, assainissement et hygiène dans les zones exposées aux catastrophes',
          'Salinité de l’eau potable et santé maternelle dans les districts côtiers',
          'Dengue et autres maladies sensibles au climat',
          'Santé mentale et bien-être psychosocial après les catastrophes',
          'Établissements et services de santé résilients face au climat',
        ],
      },
      {
        id: 'humanitarian',
        icon: 'users',
        title: 'Études humanitaires',
        summary: 'Nous accompagnons les acteurs humanitaires par des évaluations indépendantes des besoins et des programmes, ainsi que par des études sur la manière dont l’aide parvient aux personnes. Nos travaux portent notamment sur la réponse à la crise rohingya à Cox’s Bazar et à Bhasan Char, sur les communautés d’accueil et sur les personnes déplacées par les inondations, les cyclones et l’érosion fluviale, avec une attention constante à la protection, au genre et à la redevabilité.',
        focusAreas: [
          'Évaluation des besoins et suivi humanitaire',
          'Études sur les réfugiés rohingyas et les communautés d’accueil à Cox’s Bazar',
          'Déplacements et migrations liés au climat',
          'Transferts monétaires, coupons et protection sociale',
          'Protection, genre et redevabilité envers les populations affectées',
        ],
      },
      {
        id: 'software-development',
        icon: 'code',
        title: 'Développement logiciel',
        summary: 'Nous concevons et développons des logiciels web, mobiles et de traitement de données pour les organisations de recherche et de développement : outils d’enquête et de collecte de données fonctionnant hors ligne sur le terrain, tableaux de bord et systèmes de suivi, applications SIG et de cartographie, bases de données et sites web. Nos développeurs travaillent aux côtés de nos chercheurs, afin que les outils que nous livrons soient adaptés aux réalités des projets menés au Bangladesh.',
        focusAreas: [],
      },
    ],
    softwareDevelopment: {
      intro: 'Vous avez besoin d’une application de collecte de données, d’un tableau de bord de suivi, d’un outil de cartographie ou d’un site web pour votre programme ? Décrivez votre projet à l’aide du formulaire ci-dessous : indiquez-nous vos besoins, les futurs utilisateurs et votre calendrier, et notre équipe reviendra vers vous pour discuter des prochaines étapes.',
      formTitle: 'Demande de développement logiciel',
    },
  },
  policy: {
    areas: {
      intro: 'Nous fournissons des conseils indépendants et fondés sur des données probantes pour aider les pouvoirs publics, les partenaires de développement et les organisations humanitaires à concevoir et à mettre en œuvre des politiques efficaces en matière de changement climatique, de catastrophes et de réponse humanitaire.',
      list: [
        {
          icon: 'thermometer',
          title: 'Planification de l’adaptation au climat',
          description: 'Appui à la planification nationale et locale de l’adaptation : analyse de la vulnérabilité, hiérarchisation des options d’adaptation et intégration du risque climatique dans les plans sectoriels et les plans de district.',
        },
        {
          icon: 'shield',
          title: 'Gouvernance des risques de catastrophe',
          description: 'Analyse des politiques de gestion des catastrophes, des instructions permanentes et des dispositifs institutionnels, assortie de recommandations pour renforcer la préparation, l’alerte précoce et l’action anticipatoire.',
        },
        {
          icon: 'droplet',
          title: 'Gestion de l’eau et du littoral',
          description: 'Données probantes à l’appui des politiques de gestion des inondations, des digues, de la salinité et de l’approvisionnement en eau potable, ainsi que de la gestion intégrée des zones côtières et des bassins fluviaux.',
        },
        {
          icon: 'home',
          title: 'Déplacements et protection sociale',
          description: 'Conseils sur la protection des personnes déplacées par les catastrophes et le changement climatique, sur une protection sociale réactive aux chocs et sur des solutions durables pour les ménages touchés.',
        },
        {
          icon: 'chart',
          title: 'Financement climatique et redevabilité',
          description: 'Analyses de la manière dont le financement climatique est planifié, alloué et suivi, accompagnées d’outils pratiques pour que les fonds parviennent aux communautés les plus vulnérables et produisent des résultats mesurables. Nous travaillons avec les organismes publics, la société civile et les partenaires de développement pour rendre les dépenses climatiques plus transparentes et plus efficaces.',
          fullWidth: true,
        },
      ],
    },
    process: {
      intro: 'Notre appui aux politiques suit une démarche claire en trois étapes, qui garantit la rigueur des analyses et ancre les recommandations dans le point de vue des personnes concernées.',
      steps: [
        {
          title: 'Diagnostic',
          description: 'Nous passons en revue les politiques, les données et les travaux de recherche existants, repérons les lacunes et analysons le problème à partir de données quantitatives et qualitatives, y compris des données de terrain si nécessaire.',
        },
        {
          title: 'Concertation',
          description: 'Nous consultons des responsables publics, des experts, des praticiens et les communautés concernées, notamment les femmes, les jeunes et les groupes marginalisés, afin de mettre nos constats à l’épreuve et de cerner ce qui est réalisable.',
        },
        {
          title: 'Élaboration',
          description: 'Nous traduisons les données probantes en recommandations claires et concrètes, en notes d’orientation et en guides de mise en œuvre, puis nous accompagnons nos partenaires dans leur application.',
        },
      ],
    },
  },
  project: {
    services: {
      intro: 'Nous accompagnons les pouvoirs publics, les agences des Nations Unies, les ONG et les bailleurs de fonds à chaque étape du cycle de projet, en mettant notre expertise technique et notre connaissance du terrain au service de la conception, de la mise en œuvre et de l’évaluation des programmes climatiques et humanitaires.',
      list: [
        {
          icon: 'target',
          title: 'Conception de projets',
          description: 'Analyse des problèmes, théories du changement, cadres de résultats et rédaction de propositions pour des projets liés au climat, aux risques de catastrophe et à l’action humanitaire.',
        },
        {
          icon: 'search',
          title: 'Études de référence et de faisabilité',
          description: 'Enquêtes auprès des ménages, entretiens avec des informateurs clés et études de faisabilité qui établissent une base solide pour la mise en œuvre.',
        },
        {
          icon: 'chart',
          title: 'Suivi et évaluation',
          description: 'Systèmes de suivi, revues à mi-parcours et évaluations finales qui mesurent les résultats, tirent les enseignements et renforcent la redevabilité envers les bailleurs et les communautés.',
        },
        {
          icon: 'map',
          title: 'SIG et télédétection',
          description: 'Cartographie des aléas, de l’exposition et de la vulnérabilité, analyse des changements d’occupation des sols et suivi par satellite des inondations, de l’érosion et de la végétation.',
        },
        {
          icon: 'database',
          title: 'Gestion des données et outils numériques',
          description: 'Collecte de données sur mobile, bases de données et tableaux de bord qui rendent les données des projets fiables, sécurisées et faciles à exploiter.',
        },
        {
          icon: 'megaphone',
          title: 'Gestion des connaissances et communication',
          description: 'Études de cas, supports d’apprentissage, notes d’orientation et ateliers pour partager ce qui fonctionne avec nos partenaires et l’ensemble du secteur.',
        },
      ],
    },
    approach: {
      intro: 'Quatre principes guident notre collaboration avec nos partenaires, sur chacun de nos projets.',
      principles: [
        {
          title: 'Excellence technique',
          description: 'Nous mettons au service de chaque mission des méthodes éprouvées, un contrôle qualité rigoureux et la bonne combinaison de compétences.',
        },
        {
          title: 'Décisions fondées sur les données',
          description: 'Nous fondons nos recommandations sur des données fiables et des analyses transparentes, et nous aidons nos partenaires à s’appuyer sur les données probantes dans leurs propres décisions.',
        },
        {
          title: 'Centrée sur les communautés',
          description: 'Nous associons les communautés concernées dès le départ, respectons les savoirs locaux et portons une attention particulière aux femmes, aux enfants, aux personnes âgées et aux personnes en situation de handicap.',
        },
        {
          title: 'Orientée vers les résultats',
          description: 'Nous visons des résultats concrets, respectons les délais et mesurons l’effet réel de notre travail.',
        },
      ],
    },
  },
  research: {
    areas: {
      intro: 'Nos recherches produisent des données probantes sur les causes et les effets du changement climatique et des catastrophes au Bangladesh, ainsi que sur ce qui aide les populations à faire face, à s’adapter et à se relever.',
      list: [
        {
          icon: 'wind',
          title: 'Aléas climatiques et impacts',
          description: 'Études des cyclones, des ondes de tempête, des inondations, des vagues de chaleur et des sécheresses, ainsi que de leurs effets sur les vies, les moyens d’existence et les infrastructures.',
        },
        {
          icon: 'droplet',
          title: 'Eau, salinité et évolution du littoral',
          description: 'Recherches sur l’intrusion saline, la stagnation des eaux, les eaux souterraines et la sécurité de l’approvisionnement en eau potable dans la ceinture côtière et le sud-ouest.',
        },
        {
          icon: 'leaf',
          title: 'Adaptation et résilience',
          description: 'Évaluation des stratégies d’adaptation des ménages, des communautés et des institutions, de la surélévation des soubassements des maisons aux jardins flottants, en passant par la diversification des moyens d’existence.',
        },
        {
          icon: 'home',
          title: 'Migrations et déplacements',
          description: 'Recherches sur la mobilité liée au climat, des migrations saisonnières au départ des chars à l’arrivée de familles déplacées à Dhaka et dans d’autres villes.',
        },
        {
          icon: 'scale',
          title: 'Efficacité de l’action humanitaire',
          description: 'Études sur la conception et la mise en œuvre de l’aide humanitaire, notamment la localisation, les transferts monétaires et la redevabilité envers les personnes affectées.',
        },
        {
          icon: 'lightbulb',
          title: 'Données et innovation',
          description: 'De nouvelles façons de combiner télédétection, données mobiles et savoirs locaux pour suivre les risques et mesurer la résilience.',
        },
      ],
    },
    publications: {
      intro: 'Une sélection de nos travaux de recherche récents. Contactez-nous pour obtenir les rapports complets ou accéder aux données.',
      authorsLabel: 'Auteurs',
      list: [
        {
          title: 'Salinité de l’eau potable et stratégies d’adaptation des ménages dans le sud-ouest côtier du Bangladesh',
          authors: 'R. Ahmed, S. Khatun et L. Moreau',
          description: 'Une étude à méthodes mixtes sur la manière dont les ménages des villages côtiers s’approvisionnent en eau potable à mesure que la salinité augmente, et sur ce que cela coûte aux femmes et aux filles en temps et en santé.',
        },
        {
          title: 'Transferts monétaires anticipatoires avant les crues de la mousson : enseignements tirés des chars de la Jamuna',
          authors: 'M. Hossain, F. Begum et J. Turner',
          description: 'Une évaluation de l’aide monétaire versée avant le pic des crues, qui examine l’usage que les ménages ont fait des transferts et la manière dont le déclencheur et les modalités de versement pourraient être améliorés.',
        },
        {
          title: 'Stress thermique et travail en extérieur à Dhaka : exposition, santé et adaptation',
          authors: 'T. Rahman, N. Akter, K. Islam et A. Lindqvist',
          description: 'Cette étude associe des relevés de température à des enquêtes auprès des travailleurs pour documenter l’exposition à la chaleur des conducteurs de rickshaw, des ouvriers du bâtiment et des vendeurs de rue, et propose des mesures de protection peu coûteuses.',
        },
      ],
    },
  },
  capacity: {
    intro: 'Renforcer les compétences et les institutions est au cœur d’une résilience durable. Nous proposons des formations, des collaborations universitaires, des programmes communautaires et des activités d’échange de connaissances à l’intention des chercheurs, des praticiens, des responsables publics et des membres des communautés.',
    blocks: [
      {
        id: 'training',
        icon: 'book',
        title: 'Formation professionnelle',
        description: 'Des formations courtes et pratiques destinées aux agents de l’administration, au personnel des ONG et aux jeunes professionnels, qui associent séances en salle, exercices sur le terrain et données réelles du Bangladesh.',
        listTitle: 'Formations à la une',
        items: [
          'Analyse de données climatiques avec R et Python',
          'SIG et télédétection pour la cartographie des risques de catastrophe',
          'Suivi, évaluation et apprentissage pour les projets climatiques',
          'Évaluation des besoins humanitaires et conception d’enquêtes',
          'Rédaction de propositions de financement climatique',
        ],
      },
      {
        id: 'academic',
        icon: 'graduation',
        title: 'Collaboration universitaire',
        description: 'Nous collaborons avec des universités au Bangladesh et à l’étranger pour accompagner les étudiants et les jeunes chercheurs, au moyen de recherches conjointes, d’un encadrement et d’enseignements en tant qu’intervenants invités.',
        listTitle: 'Partenariats en cours',
        items: [
          'Stages de recherche de terrain conjoints avec des universités publiques de Dhaka et de Khulna',
          'Coencadrement de mémoires de master sur l’adaptation au climat et la gestion des catastrophes',
          'Conférences invitées et cycles de séminaires sur la recherche climatique et humanitaire',
          'Collaboration de recherche avec des universités européennes et asiatiques sur la résilience côtière',
        ],
      },
      {
        id: 'community',
        icon: 'users',
        title: 'Renforcement des capacités communautaires',
        description: 'Des programmes qui aident les communautés, les bénévoles et les institutions locales à se préparer aux catastrophes et aux risques climatiques et à y faire face, menés dans les langues locales et nourris des savoirs locaux.',
        listTitle: 'Programmes phares',
        items: [
          'Alerte précoce communautaire et préparation aux cyclones dans les unions côtières',
          'Leadership des femmes au sein des comités locaux de gestion des catastrophes',
          'Jeunes ambassadeurs du climat dans les établissements d’enseignement secondaire',
          'Champs-écoles d’agriculture climato-intelligente dans les zones touchées par la salinité',
          'Cartographie participative des risques avec les communautés des chars',
        ],
      },
      {
        id: 'exchange',
        icon: 'globe',
        title: 'Échange de connaissances',
        description: 'Ateliers, conférences et rencontres d’apprentissage où chercheurs, praticiens et décideurs partagent données probantes et expériences, au Bangladesh et dans la région.',
        listTitle: 'Événements à venir',
        items: [
          'Atelier sur l’alerte précoce en saison de mousson, Sylhet (juillet)',
          'Forum d’apprentissage sur la résilience côtière, Khulna (septembre)',
          'Table ronde sur la chaleur urbaine et la santé, Dhaka (avril)',
          'Dialogue sur la recherche humanitaire, Cox’s Bazar (novembre)',
        ],
      },
    ],
  },
  join: {
    careers: {
      intro: 'Rejoignez une équipe engagée qui s’attaque à certains des défis climatiques et humanitaires les plus pressants de notre époque. Nous recherchons des personnes curieuses, rigoureuses et dotées d’un bon esprit d’équipe, qui souhaitent que leur travail fasse la différence au Bangladesh.',
      openingsTitle: 'Postes à pourvoir',
      openings: [
        {
          title: 'Chargé(e) de recherche, adaptation au climat',
          description: 'Concevoir et mener des recherches de terrain sur l’adaptation au sein des communautés côtières et des chars, analyser des données qualitatives et quantitatives et contribuer aux rapports et aux publications. Un master dans un domaine pertinent et deux ans d’expérience en recherche sont attendus.',
        },
        {
          title: 'Analyste SIG et télédétection',
          description: 'Produire des cartes des aléas, de l’exposition et de l’occupation des sols, traiter des images satellitaires et appuyer les équipes de projet en analyse spatiale. Une expérience de QGIS ou d’ArcGIS et de Google Earth Engine est un atout.',
        },
        {
          title: 'Responsable de programme, études humanitaires',
          description: 'Diriger des projets de recherche et d’évaluation humanitaires à Cox’s Bazar et ailleurs, gérer les budgets et les équipes de terrain, et entretenir les relations avec les partenaires et les bailleurs de fonds.',
        },
        {
          title: 'Développeur(euse) full stack',
          description: 'Développer et maintenir des applications web et mobiles, des outils de collecte de données et des tableaux de bord pour nos projets de recherche et ceux de nos clients, en étroite collaboration avec les chercheurs et les analystes.',
        },
      ],
      offerTitle: 'Ce que nous offrons',
      offer: [
        'Un travail porteur de sens, avec un impact direct sur l’action climatique et humanitaire au Bangladesh',
        'Une rémunération et des avantages compétitifs, conformes aux standards nationaux',
        'Des possibilités de développement professionnel, de formation et de participation à des conférences',
        'Un environnement de travail bienveillant, pluridisciplinaire et inclusif',
        'Des modalités de travail flexibles lorsque le poste le permet',
      ],
      applyTitle: 'Comment postuler',
      apply: 'Envoyez votre CV et une lettre de motivation présentant votre intérêt pour le poste et votre expérience pertinente à {{email}}, en indiquant l’intitulé du poste dans l’objet du courriel. Seules les personnes présélectionnées seront contactées.',
    },
    internships: {
      intro: 'Nos stages et bourses offrent aux étudiants et aux jeunes diplômés une expérience concrète de la recherche sur le climat, les catastrophes et l’action humanitaire, au sein de projets en cours et avec l’accompagnement de professionnels expérimentés.',
      typesTitle: 'Types de stages et de bourses',
      types: [
        {
          title: 'Stage de recherche',
          description: 'Contribuer aux revues de littérature, à la collecte et à l’analyse de données ainsi qu’à la rédaction de rapports dans le cadre de projets de recherche en cours.',
          duration: '3 à 6 mois',
        },
        {
          title: 'Stage SIG et cartographie',
          description: 'Acquérir une expérience en analyse spatiale, en cartographie des aléas et en télédétection aux côtés de notre équipe SIG.',
          duration: '3 à 6 mois',
        },
        {
          title: 'Stage communication et politiques publiques',
          description: 'Aider à transformer les résultats de recherche en notes d’orientation, en contenus web et en supports de sensibilisation adaptés à différents publics.',
          duration: '3 à 6 mois',
        },
        {
          title: 'Bourse Climat et données',
          description: 'Une bourse approfondie destinée aux diplômés dotés de solides compétences quantitatives, qui mènent en autonomie un projet fondé sur les données consacré au risque climatique, sous la supervision d’un mentor expérimenté.',
          duration: '6 à 12 mois',
        },
      ],
      benefitsTitle: 'Ce que vous y gagnerez',
      benefits: [
        'Un mentorat assuré par des chercheurs et des praticiens expérimentés',
        'Une expérience pratique du terrain et des données sur des projets réels',
        'Une gratification mensuelle',
        'Une attestation et une lettre de recommandation à l’issue d’un stage ou d’une bourse menés à bien',
        'La possibilité de cosigner des rapports et des publications',
      ],
      applyTitle: 'Comment postuler',
      apply: 'Pour postuler, envoyez à {{email}} votre CV, votre relevé de notes et une proposition de 500 mots sur un sujet sur lequel vous aimeriez travailler, en précisant dans l’objet du message le stage ou la bourse pour lequel vous postulez.',
      requirements: ['Curriculum vitæ (CV)', 'Relevé de notes', 'Une proposition de 500 mots sur un sujet sur lequel vous aimeriez travailler'],
    },
    volunteer: {
      intro: 'Les bénévoles nous aident à élargir notre action, des enquêtes de terrain aux événements communautaires. Si vous souhaitez mettre votre temps et vos compétences au service de l’action climatique et humanitaire, nous serons heureux de vous lire.',
      rolesTitle: 'Missions bénévoles',
      roles: [
        {
          title: 'Collecte de données sur le terrain',
          description: 'Participer aux enquêtes et aux consultations communautaires dans les zones côtières, les chars et les zones urbaines, après une courte formation à l’éthique et aux méthodes de recherche.',
        },
        {
          title: 'Sensibilisation communautaire',
          description: 'Aider à animer des séances de préparation aux catastrophes, des activités scolaires et des campagnes de sensibilisation sur le changement climatique et les risques de catastrophe.',
        },
        {
          title: 'Événements et rayonnement',
          description: 'Contribuer à l’organisation d’ateliers, de séminaires et de rencontres d’apprentissage, ainsi qu’à la diffusion de nos travaux sur les réseaux sociaux.',
        },
        {
          title: 'Traduction et documentation',
          description: 'Traduire des documents du bengali vers l’anglais et inversement, prendre des notes lors des réunions et aider à documenter des études de cas.',
        },
      ],
      perksTitle: 'Pourquoi devenir bénévole chez nous',
      perks: [
        'Une formation aux méthodes de recherche et à la préparation aux catastrophes',
        'Une expérience concrète au sein d’un organisme de recherche',
        'Une attestation de bénévolat qui reconnaît votre contribution',
        'Un réseau de chercheurs, de praticiens et d’autres bénévoles',
      ],
      signUpTitle: 'Comment s’inscrire',
      signUp: 'Inscrivez-vous au moyen du formulaire de contact de la page d’accueil en précisant votre domaine d’intérêt et vos disponibilités, ou écrivez-nous à {{email}}.',
    },
    partnerships: {
      intro: 'Nous accueillons volontiers les partenariats avec des organisations qui partagent notre engagement en faveur de la résilience, des données probantes et du bien-être des communautés vulnérables.',
      types: [
        {
          icon: 'search',
          title: 'Partenariats de recherche',
          description: 'Concevoir et mener ensemble des recherches, partager des données et publier conjointement sur des sujets climatiques et humanitaires.',
        },
        {
          icon: 'handshake',
          title: 'Partenariats de mise en œuvre',
          description: 'Collaborer sur des projets pour lesquels nous apportons notre expertise technique, nos évaluations et nos services de suivi et d’évaluation.',
        },
        {
          icon: 'graduation',
          title: 'Partenariats de renforcement des capacités',
          description: 'Concevoir et dispenser des formations, des bourses et des programmes d’apprentissage pour le personnel, les étudiants et les communautés.',
        },
        {
          icon: 'building',
          title: 'Partenariats financiers et institutionnels',
          description: 'Soutenir nos recherches et nos programmes par des subventions, des études commandées ou une collaboration institutionnelle de long terme.',
        },
      ],
      contactTitle: 'Engager un partenariat',
      contact: 'Pour discuter d’un partenariat, écrivez-nous à {{email}} en décrivant brièvement votre organisation et la collaboration que vous envisagez.',
    },
    contact: {
      intro: 'Nous répondons volontiers à vos questions sur nos travaux, sur les possibilités de nous rejoindre ou sur d’éventuelles collaborations. Contactez-nous par courriel, par téléphone ou à notre bureau de Dhaka.',
      emailLabel: 'Courriel',
      phoneLabel: 'Téléphone',
      addressLabel: 'Adresse du bureau',
      hoursLabel: 'Horaires d’ouverture',
      hours: 'Du dimanche au jeudi, de 9 h à 17 h (heure normale du Bangladesh)',
    },
  },
  gallery: {
    intro: 'Photographies de nos travaux de terrain, de nos ateliers et de nos événements à travers le Bangladesh, de la ceinture côtière et des chars jusqu’aux haors et aux rues de Dhaka.',
    chooseCategory: 'Choisir une catégorie',
    categories: {
      'climate-science': 'Sciences du climat',
      agriculture: 'Agriculture',
      ecosystem: 'Écosystèmes',
      disaster: 'Réduction des risques de catastrophe',
      energy: 'Énergie',
      health: 'Santé',
      humanitarian: 'Action humanitaire',
      'software-development': 'Développement logiciel',
      policy: 'Politiques publiques',
      research: 'Recherche',
      capacity: 'Renforcement des capacités',
      partnerships: 'Partenariats',
      events: 'Événements',
      general: 'Général',
    },
  },
}
