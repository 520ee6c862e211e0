import type { SeedTranslations } from './types'

/** Spanish translations of the seed texts that src/seed/data.ts has in English only. */
export const es: SeedTranslations = {
  bios: {
    'bio-board-1': {
      bio: 'El profesor Khondoker dedicó más de tres décadas a la docencia y la investigación en hidráulica fluvial, gestión de inundaciones y recursos hídricos costeros. Preside nuestro Consejo Asesor y orienta la dirección científica de nuestras investigaciones sobre el agua y el delta.',
      education:
        'Doctorado en Ingeniería Civil (Hidráulica), Universidad de Newcastle upon Tyne\nMaestría en Ingeniería de Recursos Hídricos, Universidad de Ingeniería y Tecnología de Bangladés\nLicenciatura en Ingeniería Civil, Universidad de Ingeniería y Tecnología de Bangladés',
      experience:
        'Profesor de Ingeniería de Recursos Hídricos durante 32 años, seis de ellos como jefe de departamento.\nAsesor técnico de programas nacionales de previsión de inundaciones y de mejora de diques costeros.\nInvestigador visitante en institutos de investigación sobre deltas de los Países Bajos y Vietnam.',
      achievements:
        'Autor de más de 90 artículos revisados por pares sobre morfología fluvial y riesgo de inundaciones.\nPremio a la Trayectoria de una sociedad nacional de ingeniería (2019).',
    },
    'bio-board-2': {
      bio: 'La Dra. Marchetti-Duval dirigió la coordinación humanitaria en varias crisis prolongadas de África y Asia antes de jubilarse de las Naciones Unidas. Nos asesora en ética de la investigación humanitaria, en las alianzas con los organismos de respuesta y en cómo convertir la evidencia en decisiones operativas.',
      education:
        'Doctorado en Relaciones Internacionales, Instituto de Altos Estudios Internacionales y del Desarrollo de Ginebra\nMaestría en Economía del Desarrollo, Universidad París 1 Panthéon-Sorbonne',
      experience:
        'Más de 25 años en las Naciones Unidas, en los últimos tiempos como Coordinadora Humanitaria en las operaciones de dos países.\nDirigió respuestas interinstitucionales ante ciclones, inundaciones y desplazamientos a gran escala.\nInvestigadora principal en un centro de estudios sobre políticas humanitarias desde 2021.',
      achievements:
        'Diseñó un marco conjunto de evaluación de necesidades que luego adoptaron varios equipos de país.\nAutora de un manual de amplio uso sobre la localización de la respuesta humanitaria.',
    },
    'bio-board-3': {
      bio: 'La Dra. Chowdhury es epidemióloga y estudia cómo el calor, la salinidad y las inundaciones afectan a la salud materna e infantil. Ayuda a nuestro programa de salud a diseñar estudios rigurosos, éticos y útiles para los responsables sanitarios de los distritos.',
      education:
        'Doctorado en Salud Pública (DrPH), especialidad en Epidemiología, Escuela de Salud Pública Bloomberg de la Universidad Johns Hopkins\nLicenciatura en Medicina y Cirugía (MBBS), Facultad de Medicina de Daca',
      experience:
        'Quince años al frente de investigaciones de salud pública sobre enfermedades sensibles al clima en la costa de Bangladés.\nConsultora de organismos nacionales e internacionales sobre planes de acción frente a los efectos del calor en la salud.',
      achievements:
        'Investigadora principal de un estudio de cohortes de varios años sobre la salinidad del agua potable y la hipertensión durante el embarazo.\nMiembro de dos grupos nacionales de asesoramiento técnico sobre clima y salud.',
    },
    'bio-team-1': {
      bio: 'La Dra. Sultana dirige nuestro programa de ciencias del clima y trabaja en proyecciones climáticas regionales, lluvias extremas y estrés térmico. Se asegura de que los datos climáticos lleguen a los planificadores en formatos que realmente puedan utilizar.',
      education: 'Doctorado en Ciencias Atmosféricas, Universidad de Reading\nMaestría en Ciencias Ambientales, Universidad Jahangirnagar',
      experience:
        'Investigadora posdoctoral sobre la variabilidad del monzón en el sur de Asia.\nCinco años como científica del clima en un centro regional de investigación antes de incorporarse a nuestro equipo en 2022.',
      achievements:
        'Autora principal de los perfiles de riesgo climático a nivel de distrito para la franja costera del suroeste.\nPremio a Investigadores al Inicio de su Carrera de una sociedad meteorológica asiática (2021).',
    },
    'bio-team-2': {
      bio: 'Ayesha investiga el desplazamiento, la protección y la resiliencia comunitaria en zonas afectadas por ciclones e inundaciones. Coordina nuestras encuestas de hogares y la investigación participativa con las organizaciones socias locales.',
      education:
        'Maestría en Acción Humanitaria, University College Dublin\nLicenciatura en Ciencias Sociales, especialidad en Antropología, Universidad de Daca',
      experience:
        'Cuatro años en una ONG nacional dedicada a la respuesta a emergencias y la recuperación temprana.\nInvestigadora de campo en estudios multinacionales sobre acción humanitaria anticipatoria.',
      achievements: 'Coautora de un estudio sobre los grupos comunitarios de preparación liderados por mujeres en las uniones costeras.',
    },
    'bio-team-3': {
      bio: 'Sajid convierte los datos de encuestas, sensores y satélites en conjuntos de datos depurados, paneles de visualización y modelos estadísticos. También mantiene nuestras normas internas de datos y forma a sus colegas en análisis reproducible.',
      education:
        'Maestría en Estadística Aplicada, Universidad de Daca\nLicenciatura en Estadística, Universidad de Ciencia y Tecnología Shahjalal',
      experience:
        'Tres años como analista de datos en una empresa de estudios de mercado.\nSe incorporó a nuestro equipo en 2021 para crear el flujo de análisis de nuestras encuestas de panel de hogares.',
      achievements: 'Creó un panel de visualización abierto que sigue las observaciones de salinidad fluvial en 40 puntos de monitoreo.',
    },
    'bio-team-4': {
      bio: 'Priyanka cartografía la extensión de las inundaciones, los cambios en el uso del suelo y la erosión mediante imágenes satelitales y levantamientos de campo con GPS. Sus mapas sustentan nuestras evaluaciones de amenazas y ayudan a las organizaciones socias a focalizar la asistencia.',
      education:
        'Maestría en Teledetección y SIG, Instituto Asiático de Tecnología\nLicenciatura en Geografía y Medio Ambiente, Universidad de Daca',
      experience:
        'Cuatro años de trabajo en SIG para proyectos de gestión de desastres.\nFormadora de funcionarios de gobiernos locales en herramientas de cartografía de código abierto.',
      achievements:
        'Elaboró el primer atlas de alta resolución de la erosión de las riberas fluviales en dos distritos del norte.\nSegundo puesto en un concurso regional de cartografía con datos abiertos (2023).',
    },
    'bio-team-5': {
      bio: 'Imran gestiona nuestra cartera de proyectos de investigación y de fortalecimiento de capacidades, desde la propuesta hasta el informe final. Se ocupa de que las organizaciones socias, los donantes y los equipos de campo trabajen con un mismo plan.',
      education:
        'Maestría en Administración de Empresas (MBA), Instituto de Administración de Empresas, Universidad de Daca\nLicenciatura en Ciencias Ambientales, Universidad de Khulna',
      experience:
        'Ocho años de gestión de programas en ONG internacionales en materia de adaptación al cambio climático y medios de vida.\nGestionó proyectos con varios donantes y presupuestos de hasta 3 millones de dólares estadounidenses.',
      achievements:
        'Profesional certificado en dirección de proyectos.\nDirigió en 2023 la puesta en marcha de nuestro marco de seguimiento y evaluación.',
    },
  },
  photos: {
    'photo-climate-weather-station': {
      description:
        'Una estación alimentada con energía solar registra la lluvia, la temperatura, la humedad y el viento cada diez minutos para nuestra red de monitoreo del clima costero.',
    },
    'photo-agriculture-rice-paddies': {
      description:
        'Arrozales de la temporada aman junto a un río de marea. Aquí, nuestro programa de agricultura ensaya con grupos de agricultores variedades de arroz tolerantes a la sal.',
    },
    'photo-ecosystem-mangrove': {
      description:
        'Raíces zancudas y raíces respiratorias al descubierto con la marea baja en un estero de manglar, donde hacemos el seguimiento de la acumulación de sedimentos y de la salud del bosque.',
    },
    'photo-disaster-cyclone-shelter': {
      description:
        'Un refugio elevado contra ciclones de usos múltiples. Nuestro equipo de reducción del riesgo de desastres estudia cómo las alertas tempranas y el acceso a los refugios influyen en las decisiones de evacuación.',
    },
    'photo-disaster-coastal-embankment': {
      description:
        'Bloques de hormigón protegen el talud que da al mar de un dique de tierra que resguarda pueblos y tierras de cultivo de las mareas de tempestad.',
    },
    'photo-energy-rooftop-solar': {
      description:
        'Sistemas solares domésticos en casas con techo de chapa. Evaluamos cómo la energía solar fuera de la red influye en el gasto energético de los hogares, en el tiempo de estudio y en los pequeños negocios.',
    },
    'photo-health-community-camp': {
      description:
        'Una jornada de salud de un día en la que se midió a los vecinos la presión arterial y la salinidad de su agua potable, como parte de nuestro estudio sobre clima y salud.',
    },
    'photo-humanitarian-relief-distribution': {
      description:
        'Refugios de lona en un campamento en la ladera de una colina y un punto de distribución. Nuestros estudios humanitarios analizan cómo llega la ayuda a los hogares más vulnerables.',
    },
    'photo-research-river-boat': {
      description:
        'Nuestro equipo de campo mide la salinidad, la turbidez y el caudal desde una pequeña embarcación de investigación durante la estación seca.',
    },
    'photo-capacity-training-workshop': {
      description:
        'Funcionarios de gobiernos locales y personal de ONG aprenden a analizar registros de lluvia y temperatura durante un taller de tres días.',
    },
    'photo-events-research-symposium': {
      description:
        'Investigadores, funcionarios y representantes comunitarios debaten nueva evidencia en una mesa redonda de nuestro simposio anual.',
    },
    'photo-general-river-evening': {
      description: 'Barcas tradicionales con velas cuadradas regresan a casa al atardecer por uno de los grandes ríos del delta.',
    },
  },
  content: {
    'content-research-publications-coastal-salinity-report': {
      paragraphs: [
        'Nuestro último informe reúne tres años de encuestas de hogares, mediciones de la calidad del agua y análisis satelitales de 24 uniones costeras. Concluye que el aumento de la salinidad del suelo y del agua está empujando a las familias a abandonar el cultivo de arroz y a recurrir a la cría de camarones y cangrejos, al trabajo jornalero y a la migración estacional.',
        'El informe también documenta los efectos de la salinidad en la salud: los hogares que dependen de estanques salobres y de pozos entubados poco profundos declararon tasas más altas de hipertensión y de problemas de la piel. Las mujeres, que son quienes recogen la mayor parte del agua potable, soportan gran parte de esta carga.',
        'Proponemos opciones prácticas para los gobiernos locales y los donantes, desde la captación de agua de lluvia y la recarga gestionada de acuíferos hasta el apoyo a cultivos tolerantes a la sal. El informe completo y una nota de políticas de dos páginas pueden solicitarse a nuestro equipo de investigación.',
      ],
    },
    'content-join-careers-gis-research-officer': {
      paragraphs: [
        'Buscamos una persona para el puesto de Oficial de investigación en nuestro equipo de SIG en Daca. Se encargará de procesar imágenes satelitales, cartografiar la extensión de las inundaciones y los cambios en el uso del suelo, y preparar mapas y resúmenes claros para las organizaciones socias y para nuestros informes.',
        'Debe contar con un título en geografía, ciencias ambientales, ingeniería civil o un campo afín, y con al menos dos años de experiencia en QGIS o ArcGIS. Se valorará especialmente la experiencia con Google Earth Engine, Python o R, así como el trabajo de campo en zonas rurales de Bangladés.',
        'Se trata de un puesto a tiempo completo con un contrato inicial de dos años. Para postularse, envíe su currículum vitae y una carta de presentación de una página a careers@example.org, indicando el nombre del puesto en el asunto del mensaje.',
      ],
    },
    'content-capacity-training-climate-data-workshop': {
      paragraphs: [
        'Nuestro próximo taller, de tres días de duración, inicia al personal de gobiernos locales, ONG y universidades en el trabajo con registros de lluvia y temperatura, proyecciones climáticas e indicadores sencillos de fenómenos extremos.',
        'Las sesiones combinan exposiciones breves con ejercicios prácticos en R y QGIS a partir de datos reales de estaciones meteorológicas de Bangladés. No se requiere experiencia en programación, pero cada participante deberá traer un ordenador portátil.',
        'Las plazas están limitadas a 25 participantes y animamos especialmente a presentar su solicitud a las mujeres y a las organizaciones con sede fuera de Daca. Para manifestar su interés, escriba a training@example.org.',
      ],
    },
    'content-programmes-disaster-early-warning-pilot': {
      paragraphs: [
        'Junto con personas voluntarias y los comités de gestión de desastres de las uniones, estamos ensayando en dos subdistritos costeros avisos de ciclón redactados en un lenguaje sencillo, que se difunden mediante mensajes de voz, altavoces y voluntarios locales.',
        'El proyecto piloto mide si unos mensajes más claros, acompañados de información sobre el refugio más cercano, llevan a más personas, en particular a las personas mayores, las mujeres y las personas con discapacidad, a evacuar a tiempo.',
      ],
    },
  },
}
