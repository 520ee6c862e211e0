import type { SiteContent } from '../site-content'

/** Spanish static content. */
export const es: SiteContent = {
  about: {
    description: [
      'Investigación Climática y Humanitaria es una organización de investigación y consultoría con sede en Dhaka que trabaja allí donde confluyen el riesgo climático, los desastres y las necesidades humanas. Bangladesh vive cada año las consecuencias de un clima cambiante: ciclones y marejadas ciclónicas a lo largo de la costa, inundaciones fluviales y erosión en los chars (islas fluviales de sedimento), salinidad que avanza sobre los campos y el agua potable en el suroeste, crecidas repentinas en los humedales haor y un estrés térmico cada vez mayor en Dhaka y en otras ciudades de rápido crecimiento. Estudiamos estas amenazas y la manera en que los hogares, las comunidades y las instituciones les hacen frente.',
      'Nuestro trabajo abarca la ciencia del clima, la reducción del riesgo de desastres, los estudios humanitarios, la sostenibilidad ambiental y el desarrollo de software. Combinamos encuestas de campo, métodos participativos, teledetección, SIG y análisis de datos climáticos, y creamos las herramientas digitales que permiten a nuestros socios recopilar, gestionar y utilizar la evidencia. Desde los Sundarbans hasta los campamentos rohinyás de Cox’s Bazar, nuestros equipos trabajan junto a los gobiernos locales, los organismos humanitarios, las universidades y las organizaciones comunitarias.',
      'Creemos que la investigación solo es útil cuando llega a quienes toman las decisiones. Por eso diseñamos los estudios con sus futuros usuarios, publicamos en un lenguaje claro además de en medios académicos, asesoramos en materia de políticas y planificación, e invertimos en las competencias de jóvenes investigadores y profesionales bangladesíes.',
    ],
    vision: {
      title: 'Nuestra visión',
      text: 'Un Bangladesh en el que las comunidades, las instituciones y los ecosistemas sean resilientes al cambio climático y a los desastres, y en el que cada decisión sobre riesgos, adaptación y respuesta humanitaria se base en evidencia sólida, inclusiva y arraigada en la realidad local.',
    },
    mission: {
      title: 'Nuestra misión',
      points: [
        'Realizar investigaciones rigurosas y aplicables sobre el cambio climático, el riesgo de desastres y las necesidades humanitarias, que respondan a las preguntas a las que realmente se enfrentan las comunidades y los responsables de la toma de decisiones.',
        'Ofrecer asesoramiento en políticas basado en la evidencia a gobiernos, socios para el desarrollo y actores humanitarios, desde las estrategias nacionales hasta los planes de distrito y de unión.',
        'Fortalecer las capacidades de investigadores, profesionales, estudiantes y comunidades locales mediante la formación, la mentoría y el aprendizaje práctico.',
        'Fomentar la colaboración nacional e internacional que vincule el conocimiento y la experiencia de Bangladesh con las redes regionales y mundiales.',
      ],
    },
    board: {
      intro: 'Nuestro Consejo Asesor reúne a expertos de alto nivel en ciencia del clima, gestión de desastres, salud pública, políticas humanitarias y financiación para el desarrollo. Procedentes del ámbito académico, la función pública y la práctica internacional, los asesores orientan nuestra agenda de investigación, velan por la calidad y la independencia de nuestro trabajo y nos ayudan a acercar la evidencia a quienes pueden actuar en consecuencia.',
    },
    team: {
      intro: 'Nuestro equipo es multidisciplinario: investigadores, analistas, especialistas en SIG y gestores de programas que trabajan en distintas disciplinas y distritos. Juntos diseñan estudios, recopilan y analizan datos sobre el terreno y en la oficina, cartografían las amenazas y la exposición, y gestionan los proyectos desde su concepción hasta el informe final.',
    },
    partners: {
      intro: 'Trabajamos con una amplia variedad de socios que comparten nuestro compromiso con la resiliencia y con una acción basada en la evidencia. Cada alianza se sustenta en el respeto mutuo, en funciones claramente definidas y en una atención compartida a las comunidades a las que servimos.',
      categories: [
        {
          icon: 'landmark',
          title: 'Gobierno',
          description: 'Ministerios y departamentos nacionales e instituciones de gobierno local, con los que colaboramos en evaluaciones de riesgos, planificación de la adaptación y la evidencia que sustenta los programas públicos.',
        },
        {
          icon: 'globe',
          title: 'ONU y organismos multilaterales',
          description: 'Organismos de las Naciones Unidas, bancos de desarrollo y fondos multilaterales que encargan estudios, evaluaciones y apoyo técnico para programas climáticos y humanitarios.',
        },
        {
          icon: 'graduation',
          title: 'Instituciones académicas y de investigación',
          description: 'Universidades e institutos de investigación de Bangladesh y del extranjero, con los que diseñamos estudios conjuntamente, codirigimos a estudiantes y publicamos en coautoría.',
        },
        {
          icon: 'users',
          title: 'ONG y organizaciones comunitarias',
          description: 'ONG nacionales e internacionales y organizaciones de base comunitaria que aportan conocimiento local, presencia sobre el terreno y un vínculo directo con las personas más afectadas.',
        },
        {
          icon: 'briefcase',
          title: 'Sector privado',
          description: 'Empresas, emprendimientos sociales y firmas tecnológicas que trabajan en productos climáticamente inteligentes, energías renovables, seguros y cadenas de suministro resilientes.',
        },
      ],
    },
  },
  programmes: {
    intro: 'Nuestro trabajo se organiza en siete programas, cada uno de los cuales aborda una dimensión distinta de los desafíos climáticos y humanitarios de Bangladesh: ciencia del clima, agricultura y seguridad alimentaria, ecosistemas, reducción del riesgo de desastres, energía, salud y respuesta humanitaria. Junto a ellos, nuestro servicio de desarrollo de software crea las herramientas digitales que necesitan las organizaciones de investigación y de desarrollo. Elija un programa en el menú para obtener más información.',
    focusAreasTitle: 'Áreas de trabajo',
    list: [
      {
        id: 'climate-science',
        icon: 'thermometer',
        title: 'Ciencia del clima',
        summary: 'Analizamos los cambios observados y proyectados en la temperatura, las precipitaciones, el nivel del mar y los fenómenos extremos en todo Bangladesh, y convertimos los datos climáticos en información que puedan utilizar los planificadores, los agricultores y los organismos humanitarios. Nuestro trabajo abarca desde proyecciones regionalizadas para los distritos costeros hasta pronósticos estacionales que facilitan la acción temprana.',
        focusAreas: [
          'Análisis de tendencias climáticas y proyecciones regionalizadas para Bangladesh',
          'Fenómenos extremos: olas de calor, lluvias intensas y ciclones tropicales',
          'Modelización del aumento del nivel del mar, las marejadas ciclónicas y la salinidad costera',
          'Variabilidad del monzón y predicción estacional',
          'Servicios climáticos y comunicación de la información climática',
        ],
      },
      {
        id: 'agriculture',
        icon: 'sprout',
        title: 'Agricultura y seguridad alimentaria',
        summary: 'La agricultura sostiene millones de medios de vida rurales en Bangladesh y es uno de los sectores más expuestos al cambio climático. Estudiamos cómo la salinidad, la sequía, las inundaciones y el desplazamiento de las estaciones afectan a los cultivos, la ganadería y la pesca, y ponemos a prueba junto con los agricultores diversas opciones de adaptación, desde variedades tolerantes a la sal hasta huertos flotantes.',
        focusAreas: [
          'Sistemas agrícolas tolerantes a la salinidad y a las inundaciones en las zonas costeras y de haor',
          'Prácticas de agricultura climáticamente inteligente y su adopción',
          'Seguridad alimentaria y nutrición en los hogares vulnerables al clima',
          'Pesca, acuicultura y ganadería en condiciones cambiantes',
          'Servicios de asesoramiento agrícola y escuelas de campo para agricultores',
        ],
      },
      {
        id: 'ecosystem',
        icon: 'trees',
        title: 'Ecosistemas y biodiversidad',
        summary: 'Los ecosistemas sanos protegen a las personas frente a las amenazas y sostienen los medios de vida. Trabajamos en el manglar de los Sundarbans, los humedales haor del noreste, los sistemas fluviales y los cinturones verdes costeros: evaluamos la salud de los ecosistemas y los servicios que prestan, y apoyamos soluciones basadas en la naturaleza en cuya gestión participan las comunidades.',
        focusAreas: [
          'Salud del manglar de los Sundarbans y medios de vida de las comunidades que dependen del bosque',
          'Ecosistemas de haor y de humedales y su gestión',
          'Soluciones basadas en la naturaleza para la protección costera',
          'Seguimiento de la biodiversidad y cartografía de hábitats',
          'Valoración de los servicios ecosistémicos',
        ],
      },
      {
        id: 'disaster',
        icon: 'alert',
        title: 'Reducción del riesgo de desastres',
        summary: 'Bangladesh ha reducido enormemente la mortalidad por ciclones gracias a la preparación; sin embargo, las inundaciones, la erosión de las riberas, los deslizamientos de tierra y los ciclones siguen destruyendo viviendas, bienes y medios de vida. Evaluamos las amenazas, la exposición y la vulnerabilidad, analizamos los sistemas de alerta temprana y la acción anticipatoria, y ayudamos a las instituciones locales a planificar frente a los riesgos que enfrentan.',
        focusAreas: [
          'Evaluación de riesgos y vulnerabilidad ante amenazas múltiples',
          'Sistemas de alerta temprana y acción anticipatoria',
          'Erosión de las riberas y desplazamiento en los chars',
          'Preparación comunitaria ante desastres y gestión de refugios contra ciclones',
          'Evaluación de necesidades posdesastre y planificación de la recuperación',
          'Riesgo urbano: anegamientos y preparación ante incendios y terremotos',
        ],
      },
      {
        id: 'energy',
        icon: 'sun',
        title: 'Energía y desarrollo bajo en carbono',
        summary: 'El acceso a una energía limpia, fiable y asequible es fundamental para un desarrollo resiliente. Investigamos la adopción de energías renovables, el acceso a la energía en zonas remotas y sin conexión a la red, como los chars y las islas costeras, y las vías hacia un crecimiento bajo en carbono que sea justo con los hogares más pobres.',
        focusAreas: [
          'Sistemas solares domiciliarios, minirredes y acceso a la energía fuera de la red',
          'Cocina limpia y energía doméstica',
          'Eficiencia energética en edificios y pequeñas industrias',
          'Transición justa y trayectorias de desarrollo bajo en carbono',
        ],
      },
      {
        id: 'health',
        icon: 'heart',
        title: 'Clima y salud',
        summary: 'El cambio climático ya está afectando a la salud en Bangladesh a través del estrés térmico, las enfermedades transmitidas por el agua y por vectores, la salinidad del agua potable y el desgaste psicológico que provocan los desastres repetidos. Estudiamos estos vínculos, con especial atención a quienes trabajan al aire libre, las mujeres, los niños y las personas mayores, y ayudamos a los sistemas de salud a prepararse.',
        focusAreas: [
          'Estrés térmico y salud urbana en Dhaka y otras ciudades',
          'Agua, saneamiento e higiene en zonas propensas a desastres',
          'Salinidad del agua potable y salud materna en los distritos costeros',
          'Dengue y otras enfermedades sensibles al clima',
          'Salud mental y bienestar psicosocial después de los desastres',
          'Establecimientos y servicios de salud resilientes al clima',
        ],
      },
      {
        id: 'humanitarian',
        icon: 'users',
        title: 'Estudios humanitarios',
        summary: 'Apoyamos a los actores humanitarios con evaluaciones independientes de necesidades, evaluaciones de programas y estudios sobre la forma en que la asistencia llega a las personas. Nuestro trabajo abarca la respuesta a la crisis rohinyá en Cox’s Bazar y Bhasan Char, las comunidades de acogida y las personas desplazadas por inundaciones, ciclones y la erosión fluvial, siempre con atención a la protección, el género y la rendición de cuentas.',
        focusAreas: [
          'Evaluaciones de necesidades y seguimiento humanitario',
          'Estudios sobre los refugiados rohinyás y las comunidades de acogida en Cox’s Bazar',
          'Desplazamiento y migración inducidos por el clima',
          'Asistencia en efectivo y mediante cupones, y protección social',
          'Protección, género y rendición de cuentas a las poblaciones afectadas',
        ],
      },
      {
        id: 'software-development',
        icon: 'code',
        title: 'Desarrollo de software',
        summary: 'Diseñamos y desarrollamos software web, móvil y de datos para organizaciones de investigación y de desarrollo: herramientas de encuesta y de recopilación de datos que funcionan sin conexión sobre el terreno, paneles de datos y sistemas de seguimiento, aplicaciones de SIG y cartografía, bases de datos y sitios web. Nuestros desarrolladores trabajan junto a nuestros investigadores, de modo que las herramientas que entregamos se ajustan a la realidad de los proyectos en Bangladesh.',
        focusAreas: [],
      },
    ],
    softwareDevelopment: {
      intro: '¿Necesita una aplicación de recopilación de datos, un panel de seguimiento, una herramienta cartográfica o un sitio web para su programa? Describa su proyecto en el formulario de solicitud que figura a continuación: indíquenos qué necesita, quién lo utilizará y cuáles son sus plazos, y nuestro equipo se pondrá en contacto con usted para analizar los próximos pasos.',
      formTitle: 'Solicitar un desarrollo de software',
    },
  },
  policy: {
    areas: {
      intro: 'Ofrecemos asesoramiento independiente y basado en la evidencia para ayudar a los gobiernos, los socios para el desarrollo y los organismos humanitarios a diseñar y aplicar políticas eficaces en materia de cambio climático, desastres y respuesta humanitaria.',
      list: [
        {
          icon: 'thermometer',
          title: 'Planificación de la adaptación al clima',
          description: 'Apoyo a la planificación nacional y local de la adaptación, incluidos el análisis de la vulnerabilidad, la priorización de las opciones de adaptación y la integración del riesgo climático en los planes sectoriales y de distrito.',
        },
        {
          icon: 'shield',
          title: 'Gobernanza del riesgo de desastres',
          description: 'Análisis de las políticas de gestión de desastres, las órdenes permanentes y los arreglos institucionales, con recomendaciones para reforzar la preparación, la alerta temprana y la acción anticipatoria.',
        },
        {
          icon: 'droplet',
          title: 'Gestión del agua y de las zonas costeras',
          description: 'Evidencia para las políticas sobre gestión de inundaciones, diques, salinidad, abastecimiento de agua potable y gestión integrada de las zonas costeras y de las cuencas fluviales.',
        },
        {
          icon: 'home',
          title: 'Desplazamiento y protección social',
          description: 'Asesoramiento sobre la protección de las personas desplazadas por los desastres y el cambio climático, sobre una protección social capaz de responder a las crisis y sobre soluciones duraderas para los hogares afectados.',
        },
        {
          icon: 'chart',
          title: 'Financiación climática y rendición de cuentas',
          description: 'Análisis de cómo se planifica, asigna y rastrea la financiación climática, con herramientas prácticas que ayudan a garantizar que los fondos lleguen a las comunidades más vulnerables y produzcan resultados medibles. Trabajamos con organismos públicos, la sociedad civil y los socios para el desarrollo para que el gasto climático sea más transparente y eficaz.',
          fullWidth: true,
        },
      ],
    },
    process: {
      intro: 'Nuestro apoyo en políticas sigue un proceso claro en tres etapas que garantiza un análisis riguroso y recomendaciones fundamentadas en la opinión de las personas afectadas.',
      steps: [
        {
          title: 'Evaluación',
          description: 'Examinamos las políticas, los datos y las investigaciones existentes, detectamos las carencias y analizamos el problema con evidencia cuantitativa y cualitativa, incluidos datos de campo cuando es necesario.',
        },
        {
          title: 'Consulta',
          description: 'Consultamos a funcionarios públicos, expertos, profesionales y comunidades afectadas, incluidos mujeres, jóvenes y grupos marginados, para contrastar los hallazgos y comprender qué es viable.',
        },
        {
          title: 'Elaboración',
          description: 'Convertimos la evidencia en recomendaciones claras y prácticas, notas de política y orientaciones para la aplicación, y acompañamos a nuestros socios mientras las llevan a la práctica.',
        },
      ],
    },
  },
  project: {
    services: {
      intro: 'Apoyamos a gobiernos, organismos de las Naciones Unidas, ONG y donantes en todas las etapas del ciclo de proyecto, aportando conocimientos técnicos y saber local al diseño, la ejecución y la evaluación de programas climáticos y humanitarios.',
      list: [
        {
          icon: 'target',
          title: 'Diseño de proyectos',
          description: 'Análisis de problemas, teorías del cambio, marcos de resultados y elaboración de propuestas para proyectos climáticos, de riesgo de desastres y humanitarios.',
        },
        {
          icon: 'search',
          title: 'Estudios de línea de base y de viabilidad',
          description: 'Encuestas de hogares, entrevistas con informantes clave y estudios de viabilidad que establecen un punto de partida sólido para la ejecución.',
        },
        {
          icon: 'chart',
          title: 'Seguimiento y evaluación',
          description: 'Sistemas de seguimiento, evaluaciones de medio término y evaluaciones finales que miden los resultados, extraen lecciones y favorecen la rendición de cuentas ante los donantes y las comunidades.',
        },
        {
          icon: 'map',
          title: 'SIG y teledetección',
          description: 'Cartografía de amenazas, exposición y vulnerabilidad, análisis de los cambios en el uso del suelo y seguimiento por satélite de inundaciones, erosión y vegetación.',
        },
        {
          icon: 'database',
          title: 'Gestión de datos y herramientas digitales',
          description: 'Recopilación de datos mediante dispositivos móviles, bases de datos y paneles que hacen que los datos de los proyectos sean fiables, seguros y fáciles de usar.',
        },
        {
          icon: 'megaphone',
          title: 'Gestión del conocimiento y comunicación',
          description: 'Estudios de caso, productos de aprendizaje, notas de política y talleres que comparten con los socios y con el conjunto del sector lo que funciona.',
        },
      ],
    },
    approach: {
      intro: 'Cuatro principios guían la forma en que trabajamos con nuestros socios en cada proyecto.',
      principles: [
        {
          title: 'Excelencia técnica',
          description: 'Aplicamos métodos sólidos, un riguroso control de calidad y la combinación adecuada de conocimientos especializados en cada encargo.',
        },
        {
          title: 'Decisiones basadas en datos',
          description: 'Fundamentamos nuestras recomendaciones en datos fiables y análisis transparentes, y ayudamos a nuestros socios a utilizar la evidencia en sus propias decisiones.',
        },
        {
          title: 'Enfoque centrado en la comunidad',
          description: 'Involucramos a las comunidades afectadas desde el principio, respetamos el conocimiento local y prestamos especial atención a las mujeres, los niños, las personas mayores y las personas con discapacidad.',
        },
        {
          title: 'Orientación a resultados',
          description: 'Nos centramos en resultados prácticos, cumplimos los plazos y medimos si nuestro trabajo marca una diferencia real.',
        },
      ],
    },
  },
  research: {
    areas: {
      intro: 'Nuestra investigación genera evidencia sobre los factores y los efectos del cambio climático y de los desastres en Bangladesh, y sobre lo que ayuda a las personas a afrontarlos, adaptarse y recuperarse.',
      list: [
        {
          icon: 'wind',
          title: 'Amenazas e impactos climáticos',
          description: 'Estudios sobre ciclones, marejadas ciclónicas, inundaciones, olas de calor y sequías, y sobre sus efectos en las vidas, los medios de vida y la infraestructura.',
        },
        {
          icon: 'droplet',
          title: 'Agua, salinidad y cambios costeros',
          description: 'Investigación sobre la intrusión salina, el anegamiento, las aguas subterráneas y la seguridad del agua potable en la franja costera y el suroeste.',
        },
        {
          icon: 'leaf',
          title: 'Adaptación y resiliencia',
          description: 'Evaluación de las estrategias de adaptación de hogares, comunidades e instituciones, desde viviendas sobre plataformas elevadas y huertos flotantes hasta la diversificación de los medios de vida.',
        },
        {
          icon: 'home',
          title: 'Migración y desplazamiento',
          description: 'Investigación sobre la movilidad relacionada con el clima, desde la migración estacional desde los chars hasta la llegada de familias desplazadas a Dhaka y otras ciudades.',
        },
        {
          icon: 'scale',
          title: 'Eficacia humanitaria',
          description: 'Estudios sobre cómo se diseña y se presta la ayuda humanitaria, incluidas la localización, la asistencia en efectivo y la rendición de cuentas a las personas afectadas.',
        },
        {
          icon: 'lightbulb',
          title: 'Datos e innovación',
          description: 'Nuevas formas de combinar la teledetección, los datos móviles y el conocimiento local para seguir la evolución del riesgo y medir la resiliencia.',
        },
      ],
    },
    publications: {
      intro: 'Una selección de nuestros trabajos de investigación recientes. Póngase en contacto con nosotros para obtener los informes completos o acceder a los datos.',
      authorsLabel: 'Autores',
      list: [
        {
          title: 'Salinidad del agua potable y estrategias de afrontamiento de los hogares en la costa suroccidental de Bangladesh',
          authors: 'R. Ahmed, S. Khatun y L. Moreau',
          description: 'Un estudio de métodos mixtos sobre cómo los hogares de las aldeas costeras se abastecen de agua potable a medida que aumenta la salinidad, y sobre lo que ello cuesta a mujeres y niñas en tiempo y salud.',
        },
        {
          title: 'Transferencias anticipatorias de efectivo ante las inundaciones monzónicas: lecciones de los chars del Jamuna',
          authors: 'M. Hossain, F. Begum y J. Turner',
          description: 'Una evaluación de la asistencia en efectivo entregada antes del pico de las inundaciones, que examina cómo utilizaron los hogares las transferencias y cómo podrían mejorarse el mecanismo de activación y la entrega.',
        },
        {
          title: 'Estrés térmico y trabajo al aire libre en Dhaka: exposición, salud y adaptación',
          authors: 'T. Rahman, N. Akter, K. Islam y A. Lindqvist',
          description: 'Combina la medición de la temperatura con encuestas a trabajadores para documentar la exposición al calor de conductores de bicitaxi, obreros de la construcción y vendedores ambulantes, y propone medidas de protección de bajo costo.',
        },
      ],
    },
  },
  capacity: {
    intro: 'Fortalecer las competencias y las instituciones es la base de una resiliencia duradera. Ofrecemos formación, colaboración académica, programas comunitarios e intercambio de conocimientos para investigadores, profesionales, funcionarios y miembros de las comunidades.',
    blocks: [
      {
        id: 'training',
        icon: 'book',
        title: 'Formación profesional',
        description: 'Cursos breves y prácticos para funcionarios públicos, personal de ONG y jóvenes profesionales, que combinan sesiones en el aula con ejercicios de campo y datos reales de Bangladesh.',
        listTitle: 'Cursos destacados',
        items: [
          'Análisis de datos climáticos con R y Python',
          'SIG y teledetección para la cartografía del riesgo de desastres',
          'Seguimiento, evaluación y aprendizaje en proyectos climáticos',
          'Evaluación de necesidades humanitarias y diseño de encuestas',
          'Redacción de propuestas de financiación climática',
        ],
      },
      {
        id: 'academic',
        icon: 'graduation',
        title: 'Colaboración académica',
        description: 'Trabajamos con universidades de Bangladesh y del extranjero para apoyar a estudiantes e investigadores que inician su carrera mediante investigaciones conjuntas, dirección de trabajos y docencia como profesores invitados.',
        listTitle: 'Alianzas vigentes',
        items: [
          'Estancias conjuntas de investigación de campo con universidades públicas de Dhaka y Khulna',
          'Codirección de tesis de maestría sobre adaptación al clima y gestión de desastres',
          'Conferencias de profesores invitados y ciclos de seminarios sobre investigación climática y humanitaria',
          'Colaboración en investigación con universidades europeas y asiáticas sobre resiliencia costera',
        ],
      },
      {
        id: 'community',
        icon: 'users',
        title: 'Fortalecimiento de capacidades comunitarias',
        description: 'Programas que ayudan a las comunidades, los voluntarios y las instituciones locales a prepararse ante los desastres y los riesgos climáticos y a responder a ellos, impartidos en los idiomas locales y nutridos por el conocimiento local.',
        listTitle: 'Programas emblemáticos',
        items: [
          'Alerta temprana comunitaria y preparación ante ciclones en las uniones costeras',
          'Liderazgo de las mujeres en los comités locales de gestión de desastres',
          'Jóvenes embajadores del clima en centros de enseñanza secundaria',
          'Escuelas de campo de agricultura climáticamente inteligente en zonas afectadas por la salinidad',
          'Cartografía participativa del riesgo con las comunidades de los chars',
        ],
      },
      {
        id: 'exchange',
        icon: 'globe',
        title: 'Intercambio de conocimientos',
        description: 'Talleres, conferencias y eventos de aprendizaje en los que investigadores, profesionales y responsables de políticas comparten evidencia y experiencias en todo Bangladesh y la región.',
        listTitle: 'Próximos eventos',
        items: [
          'Taller sobre alerta temprana en la temporada del monzón, Sylhet (julio)',
          'Foro de aprendizaje sobre resiliencia costera, Khulna (septiembre)',
          'Mesa redonda sobre calor urbano y salud, Dhaka (abril)',
          'Diálogo sobre investigación humanitaria, Cox’s Bazar (noviembre)',
        ],
      },
    ],
  },
  join: {
    careers: {
      intro: 'Súmese a un equipo comprometido que trabaja en algunos de los desafíos climáticos y humanitarios más apremiantes de nuestro tiempo. Buscamos personas curiosas, rigurosas y con espíritu de colaboración que quieran que su trabajo marque una diferencia en Bangladesh.',
      openingsTitle: 'Vacantes actuales',
      openings: [
        {
          title: 'Investigador/a asociado/a en adaptación al cambio climático',
          description: 'Diseñar y llevar a cabo investigaciones de campo sobre adaptación en comunidades costeras y de los chars, analizar datos cualitativos y cuantitativos y contribuir a informes y publicaciones. Se requiere una maestría en un campo afín y dos años de experiencia en investigación.',
        },
        {
          title: 'Analista de SIG y teledetección',
          description: 'Elaborar mapas de amenazas, exposición y uso del suelo, procesar imágenes satelitales y apoyar a los equipos de proyecto con análisis espaciales. Se valorará la experiencia con QGIS o ArcGIS y Google Earth Engine.',
        },
        {
          title: 'Responsable de programa en estudios humanitarios',
          description: 'Dirigir proyectos de investigación y evaluación humanitarias en Cox’s Bazar y otras localidades, gestionar presupuestos y equipos de campo, y mantener las relaciones con socios y donantes.',
        },
        {
          title: 'Desarrollador/a de software de pila completa (full stack)',
          description: 'Desarrollar y mantener aplicaciones web y móviles, herramientas de recopilación de datos y paneles para nuestros proyectos de investigación y de clientes, en estrecha colaboración con investigadores y analistas.',
        },
      ],
      offerTitle: 'Lo que ofrecemos',
      offer: [
        'Un trabajo con sentido y con impacto directo en la acción climática y humanitaria en Bangladesh',
        'Un salario competitivo y prestaciones acordes con los estándares nacionales',
        'Oportunidades de desarrollo profesional, formación y participación en conferencias',
        'Un entorno de trabajo solidario, multidisciplinario e inclusivo',
        'Modalidades de trabajo flexibles cuando el puesto lo permite',
      ],
      applyTitle: 'Cómo presentar su candidatura',
      apply: 'Envíe su currículum y una carta de presentación en la que explique su interés y su experiencia pertinente a {{email}}. Indique el nombre del puesto en el asunto del correo electrónico. Solo nos pondremos en contacto con las personas preseleccionadas.',
    },
    internships: {
      intro: 'Nuestras prácticas y becas ofrecen a estudiantes y recién titulados experiencia práctica en investigación climática, de desastres y humanitaria, con participación en proyectos en curso y la mentoría de personal experimentado.',
      typesTitle: 'Modalidades de prácticas y becas',
      types: [
        {
          title: 'Prácticas de investigación',
          description: 'Apoyo en revisiones bibliográficas, recopilación y análisis de datos y redacción de informes en proyectos de investigación en curso.',
          duration: 'De 3 a 6 meses',
        },
        {
          title: 'Prácticas de SIG y cartografía',
          description: 'Adquiera experiencia en análisis espacial, cartografía de amenazas y teledetección junto a nuestro equipo de SIG.',
          duration: 'De 3 a 6 meses',
        },
        {
          title: 'Prácticas de comunicación y políticas',
          description: 'Contribuya a convertir los resultados de la investigación en notas de política, contenidos web y materiales de divulgación para distintos públicos.',
          duration: 'De 3 a 6 meses',
        },
        {
          title: 'Beca de Clima y Datos',
          description: 'Una beca en profundidad para titulados con sólidas competencias cuantitativas, que dirigen un proyecto independiente basado en datos sobre el riesgo climático bajo la orientación de un mentor sénior.',
          duration: 'De 6 a 12 meses',
        },
      ],
      benefitsTitle: 'Lo que obtendrá',
      benefits: [
        'Mentoría de investigadores y profesionales experimentados',
        'Experiencia práctica de campo y con datos en proyectos reales',
        'Una asignación mensual',
        'Un certificado y una carta de recomendación al finalizar satisfactoriamente',
        'Oportunidades de ser coautor/a de informes y publicaciones',
      ],
      applyTitle: 'Cómo presentar su solicitud',
      apply: 'Para presentar su solicitud, envíe a {{email}} su currículum, su certificado académico de calificaciones y una propuesta de 500 palabras sobre un tema en el que le gustaría trabajar, indicando en el asunto las prácticas o la beca que solicita.',
      requirements: ['Currículum vítae (CV)', 'Certificado académico de calificaciones', 'Una propuesta de 500 palabras sobre un tema en el que le gustaría trabajar'],
    },
    volunteer: {
      intro: 'Los voluntarios nos ayudan a ampliar nuestro alcance, desde las encuestas de campo hasta los eventos comunitarios. Si desea aportar su tiempo y sus competencias a la acción climática y humanitaria, estaremos encantados de saber de usted.',
      rolesTitle: 'Funciones de voluntariado',
      roles: [
        {
          title: 'Recopilación de datos sobre el terreno',
          description: 'Apoyo en encuestas y consultas comunitarias en zonas costeras, chars y zonas urbanas, tras una breve formación en ética y métodos de investigación.',
        },
        {
          title: 'Sensibilización comunitaria',
          description: 'Colaboración en sesiones de preparación, actividades escolares y campañas de sensibilización sobre el cambio climático y el riesgo de desastres.',
        },
        {
          title: 'Eventos y divulgación',
          description: 'Ayuda en la organización de talleres, seminarios y eventos de aprendizaje, y en la difusión de nuestro trabajo en las redes sociales.',
        },
        {
          title: 'Traducción y documentación',
          description: 'Traducción de materiales entre el bengalí y el inglés, toma de notas en reuniones y apoyo en la documentación de estudios de caso.',
        },
      ],
      perksTitle: 'Por qué ser voluntario con nosotros',
      perks: [
        'Formación en métodos de investigación y preparación ante desastres',
        'Experiencia práctica en una organización de investigación',
        'Un certificado de voluntariado que reconoce su contribución',
        'Una red de investigadores, profesionales y otros voluntarios',
      ],
      signUpTitle: 'Cómo inscribirse',
      signUp: 'Inscríbase mediante el formulario de contacto de la página de inicio, indicando su área de interés y su disponibilidad, o escríbanos a {{email}}.',
    },
    partnerships: {
      intro: 'Acogemos con agrado las alianzas con organizaciones que comparten nuestro compromiso con la resiliencia, la evidencia y el bienestar de las comunidades vulnerables.',
      types: [
        {
          icon: 'search',
          title: 'Alianzas de investigación',
          description: 'Diseñar y llevar a cabo investigaciones conjuntas, compartir datos y publicar en coautoría sobre temas climáticos y humanitarios.',
        },
        {
          icon: 'handshake',
          title: 'Alianzas de ejecución',
          description: 'Trabajar juntos en proyectos en los que aportamos conocimientos técnicos, evaluaciones, seguimiento y evaluación.',
        },
        {
          icon: 'graduation',
          title: 'Alianzas para el fortalecimiento de capacidades',
          description: 'Diseñar e impartir formaciones, becas y programas de aprendizaje para personal, estudiantes y comunidades.',
        },
        {
          icon: 'building',
          title: 'Alianzas de financiación e institucionales',
          description: 'Apoyar nuestra investigación y nuestros programas mediante subvenciones, estudios por encargo o una colaboración institucional a largo plazo.',
        },
      ],
      contactTitle: 'Establezca una alianza',
      contact: 'Para conversar sobre una posible alianza, escríbanos a {{email}} con una breve descripción de su organización y de la colaboración que tiene en mente.',
    },
    contact: {
      intro: 'Con gusto responderemos a sus preguntas sobre nuestro trabajo, las oportunidades para unirse a nosotros o posibles colaboraciones. Puede contactarnos por correo electrónico, por teléfono o en nuestra oficina de Dhaka.',
      emailLabel: 'Correo electrónico',
      phoneLabel: 'Teléfono',
      addressLabel: 'Dirección de la oficina',
      hoursLabel: 'Horario de atención',
      hours: 'De domingo a jueves, de 9:00 a 17:00 (hora estándar de Bangladesh)',
    },
  },
  gallery: {
    intro: 'Fotografías de nuestro trabajo de campo, talleres y eventos en todo Bangladesh, desde la franja costera y los chars hasta los humedales haor y las calles de Dhaka.',
    chooseCategory: 'Elija una categoría',
    categories: {
      'climate-science': 'Ciencia del clima',
      agriculture: 'Agricultura',
      ecosystem: 'Ecosistemas',
      disaster: 'Reducción del riesgo de desastres',
      energy: 'Energía',
      health: 'Salud',
      humanitarian: 'Acción humanitaria',
      'software-development': 'Desarrollo de software',
      policy: 'Políticas',
      research: 'Investigación',
      capacity: 'Desarrollo de capacidades',
      partnerships: 'Alianzas',
      events: 'Eventos',
      general: 'General',
    },
  },
}
