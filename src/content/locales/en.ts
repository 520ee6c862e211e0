import type { SiteContent } from '../site-content'

/** English static content: the reference language and the fallback for the others. */
export const en: SiteContent = {
  about: {
    description: [
      'Climate & Humanitarian Research is a Dhaka-based research and consultancy organisation working where climate risk, disasters and human need meet. Bangladesh lives with the consequences of a changing climate every year: cyclones and storm surges along the coast, riverine floods and erosion on the char lands, salinity creeping into fields and drinking water in the south-west, flash floods in the haor wetlands and rising heat stress in Dhaka and other fast-growing cities. We study these hazards and the ways households, communities and institutions respond to them.',
      'Our work spans climate science, disaster risk reduction, humanitarian studies, environmental sustainability and software development. We combine field surveys, participatory methods, remote sensing, GIS and climate data analysis, and we build the digital tools that let partners collect, manage and use evidence. From the Sundarbans to the Rohingya camps in Cox’s Bazar, our teams work alongside local government, humanitarian agencies, universities and community organisations.',
      'We believe research is only useful when it reaches the people who make decisions. That is why we design studies with their future users, publish in plain language as well as in academic outlets, advise on policy and planning, and invest in the skills of young Bangladeshi researchers and practitioners.',
    ],
    vision: {
      title: 'Our Vision',
      text: 'A Bangladesh where communities, institutions and ecosystems are resilient to climate change and disasters, and where every decision on risk, adaptation and humanitarian response is guided by sound, inclusive and locally grounded evidence.',
    },
    mission: {
      title: 'Our Mission',
      points: [
        'Conduct rigorous, actionable research on climate change, disaster risk and humanitarian needs that answers the questions communities and decision-makers actually face.',
        'Provide evidence-based policy advice to government, development partners and humanitarian actors, from national strategies to district and union-level plans.',
        'Build the capacity of researchers, practitioners, students and local communities through training, mentoring and hands-on learning.',
        'Foster national and international collaboration that links Bangladeshi knowledge and experience with regional and global networks.',
      ],
    },
    board: {
      intro: 'Our Board of Advisors brings together senior experts in climate science, disaster management, public health, humanitarian policy and development finance. Drawn from academia, public service and international practice, the advisors guide our research agenda, safeguard the quality and independence of our work and help us connect evidence with the people who can act on it.',
    },
    team: {
      intro: 'Our team is multidisciplinary: researchers, analysts, GIS specialists and programme managers who work across disciplines and districts. Together they design studies, collect and analyse data in the field and in the office, map hazards and exposure, and manage projects from inception to final report.',
    },
    partners: {
      intro: 'We work with a wide range of partners who share our commitment to resilience and evidence-based action. Each partnership is built on mutual respect, clear roles and a shared focus on the communities we serve.',
      categories: [
        {
          icon: 'landmark',
          title: 'Government',
          description: 'National ministries, departments and local government institutions, with whom we work on risk assessments, adaptation planning and the evidence behind public programmes.',
        },
        {
          icon: 'globe',
          title: 'UN & Multilaterals',
          description: 'United Nations agencies, development banks and multilateral funds that commission studies, evaluations and technical support for climate and humanitarian programmes.',
        },
        {
          icon: 'graduation',
          title: 'Academic & Research',
          description: 'Universities and research institutes in Bangladesh and abroad, with whom we co-design studies, co-supervise students and publish jointly.',
        },
        {
          icon: 'users',
          title: 'NGOs & CBOs',
          description: 'National and international NGOs and community-based organisations that bring local knowledge, field presence and a direct line to the people most affected.',
        },
        {
          icon: 'briefcase',
          title: 'Private Sector',
          description: 'Businesses, social enterprises and technology firms working on climate-smart products, renewable energy, insurance and resilient supply chains.',
        },
      ],
    },
  },
  programmes: {
    intro: 'Our work is organised into seven programmes, each addressing a distinct dimension of climate and humanitarian challenges in Bangladesh: climate science, agriculture and food security, ecosystems, disaster risk reduction, energy, health and humanitarian response. Alongside them, our software development service builds the digital tools that research and development organisations need. Choose a programme from the menu to learn more.',
    focusAreasTitle: 'Focus Areas',
    list: [
      {
        id: 'climate-science',
        icon: 'thermometer',
        title: 'Climate Science',
        summary: 'We analyse observed and projected changes in temperature, rainfall, sea level and extreme events across Bangladesh, and translate climate data into information that planners, farmers and humanitarian agencies can use. Our work ranges from downscaled projections for coastal districts to seasonal outlooks that support early action.',
        focusAreas: [
          'Climate trend analysis and downscaled projections for Bangladesh',
          'Extreme events: heatwaves, heavy rainfall and tropical cyclones',
          'Sea-level rise, storm surge and coastal salinity modelling',
          'Monsoon variability and seasonal forecasting',
          'Climate services and communicating climate information',
        ],
      },
      {
        id: 'agriculture',
        icon: 'sprout',
        title: 'Agriculture & Food Security',
        summary: 'Agriculture supports millions of rural livelihoods in Bangladesh and is among the sectors most exposed to climate change. We study how salinity, drought, flooding and shifting seasons affect crops, livestock and fisheries, and we test adaptation options with farmers, from salt-tolerant varieties to floating gardens.',
        focusAreas: [
          'Salinity-tolerant and flood-tolerant farming systems in coastal and haor areas',
          'Climate-smart agriculture practices and their adoption',
          'Food security and nutrition in climate-vulnerable households',
          'Fisheries, aquaculture and livestock under changing conditions',
          'Agro-advisory services and farmer field schools',
        ],
      },
      {
        id: 'ecosystem',
        icon: 'trees',
        title: 'Ecosystems & Biodiversity',
        summary: 'Healthy ecosystems protect people from hazards and sustain livelihoods. We work on the Sundarbans mangrove forest, the haor wetlands of the north-east, river systems and coastal greenbelts, assessing ecosystem health and the services they provide, and supporting nature-based solutions that communities help to manage.',
        focusAreas: [
          'Sundarbans mangrove health and livelihoods of forest-dependent communities',
          'Haor and wetland ecosystems and their management',
          'Nature-based solutions for coastal protection',
          'Biodiversity monitoring and habitat mapping',
          'Valuation of ecosystem services',
        ],
      },
      {
        id: 'disaster',
        icon: 'alert',
        title: 'Disaster Risk Reduction',
        summary: 'Bangladesh has greatly reduced cyclone deaths through preparedness, yet floods, riverbank erosion, landslides and cyclones still destroy homes, assets and livelihoods. We assess hazard, exposure and vulnerability, evaluate early warning and anticipatory action, and help local institutions plan for the risks they face.',
        focusAreas: [
          'Multi-hazard risk and vulnerability assessment',
          'Early warning systems and anticipatory action',
          'Riverbank erosion and displacement on the char lands',
          'Community-based disaster preparedness and cyclone shelter management',
          'Post-disaster needs assessment and recovery planning',
          'Urban risk: waterlogging, fire and earthquake preparedness',
        ],
      },
      {
        id: 'energy',
        icon: 'sun',
        title: 'Energy & Low-Carbon Development',
        summary: 'Access to clean, reliable and affordable energy is central to resilient development. We research renewable energy adoption, energy access in remote and off-grid areas such as the char lands and coastal islands, and pathways towards low-carbon growth that are fair to poorer households.',
        focusAreas: [
          'Solar home systems, mini-grids and off-grid energy access',
          'Clean cooking and household energy',
          'Energy efficiency in buildings and small industries',
          'Just transition and low-carbon development pathways',
        ],
      },
      {
        id: 'health',
        icon: 'heart',
        title: 'Climate & Health',
        summary: 'Climate change is already affecting health in Bangladesh through heat stress, waterborne and vector-borne diseases, salinity in drinking water and the mental strain of repeated disasters. We study these links, with a particular focus on outdoor workers, women, children and older people, and help health systems prepare.',
        focusAreas: [
          'Heat stress and urban health in Dhaka and other cities',
          'Water, sanitation and hygiene in disaster-prone areas',
          'Drinking-water salinity and maternal health in coastal districts',
          'Dengue and other climate-sensitive diseases',
          'Mental health and psychosocial wellbeing after disasters',
          'Climate-resilient health facilities and services',
        ],
      },
      {
        id: 'humanitarian',
        icon: 'users',
        title: 'Humanitarian Studies',
        summary: 'We support humanitarian actors with independent needs assessments, evaluations and studies of how assistance reaches people. Our work includes the Rohingya response in Cox’s Bazar and Bhasan Char, host communities, and people displaced by floods, cyclones and river erosion, always with attention to protection, gender and accountability.',
        focusAreas: [
          'Needs assessments and humanitarian monitoring',
          'Rohingya refugee and host community studies in Cox’s Bazar',
          'Climate-induced displacement and migration',
          'Cash and voucher assistance and social protection',
          'Protection, gender and accountability to affected populations',
        ],
      },
      {
        id: 'software-development',
        icon: 'code',
        title: 'Software Development',
        summary: 'We design and build web, mobile and data software for research and development organisations: survey and data collection tools that work offline in the field, dashboards and monitoring systems, GIS and mapping applications, databases and websites. Our developers work alongside our researchers, so the tools we deliver fit the realities of projects in Bangladesh.',
        focusAreas: [],
      },
    ],
    softwareDevelopment: {
      intro: 'Need a data collection app, a monitoring dashboard, a mapping tool or a website for your programme? Describe your project with the request form below: tell us what you need, who will use it and your timeline, and our team will get back to you to discuss the next steps.',
      formTitle: 'Request Software Development',
    },
  },
  policy: {
    areas: {
      intro: 'We provide independent, evidence-based advice to help government, development partners and humanitarian agencies design and carry out effective policies on climate change, disasters and humanitarian response.',
      list: [
        {
          icon: 'thermometer',
          title: 'Climate Adaptation Planning',
          description: 'Support for national and local adaptation planning, including vulnerability analysis, prioritisation of adaptation options and integration of climate risk into sectoral and district plans.',
        },
        {
          icon: 'shield',
          title: 'Disaster Risk Governance',
          description: 'Analysis of disaster management policies, standing orders and institutional arrangements, with recommendations to strengthen preparedness, early warning and anticipatory action.',
        },
        {
          icon: 'droplet',
          title: 'Water and Coastal Management',
          description: 'Evidence for policies on flood management, embankments, salinity, drinking-water supply and the integrated management of coastal zones and river basins.',
        },
        {
          icon: 'home',
          title: 'Displacement and Social Protection',
          description: 'Advice on protecting people displaced by disasters and climate change, on shock-responsive social protection and on durable solutions for affected households.',
        },
        {
          icon: 'chart',
          title: 'Climate Finance and Accountability',
          description: 'Reviews of how climate finance is planned, allocated and tracked, with practical tools to help ensure that funds reach the most vulnerable communities and deliver measurable results. We work with public bodies, civil society and development partners to make climate spending more transparent and effective.',
          fullWidth: true,
        },
      ],
    },
    process: {
      intro: 'Our policy support follows a clear three-step process that keeps analysis rigorous and recommendations grounded in the views of those affected.',
      steps: [
        {
          title: 'Assessment',
          description: 'We review existing policies, data and research, identify gaps and analyse the problem using quantitative and qualitative evidence, including field data where needed.',
        },
        {
          title: 'Consultation',
          description: 'We consult government officials, experts, practitioners and affected communities, including women, young people and marginalised groups, to test findings and understand what is feasible.',
        },
        {
          title: 'Development',
          description: 'We turn the evidence into clear, practical recommendations, policy briefs and implementation guidance, and support partners as they take them forward.',
        },
      ],
    },
  },
  project: {
    services: {
      intro: 'We support governments, UN agencies, NGOs and donors at every stage of the project cycle, bringing technical expertise and local knowledge to the design, delivery and evaluation of climate and humanitarian programmes.',
      list: [
        {
          icon: 'target',
          title: 'Project Design',
          description: 'Problem analysis, theories of change, results frameworks and proposal development for climate, disaster risk and humanitarian projects.',
        },
        {
          icon: 'search',
          title: 'Baseline and Feasibility Studies',
          description: 'Household surveys, key informant interviews and feasibility assessments that establish a sound starting point for implementation.',
        },
        {
          icon: 'chart',
          title: 'Monitoring and Evaluation',
          description: 'Monitoring systems, mid-term reviews and final evaluations that measure results, draw lessons and support accountability to donors and communities.',
        },
        {
          icon: 'map',
          title: 'GIS and Remote Sensing',
          description: 'Hazard, exposure and vulnerability mapping, land-use change analysis and satellite-based monitoring of floods, erosion and vegetation.',
        },
        {
          icon: 'database',
          title: 'Data Management and Digital Tools',
          description: 'Mobile data collection, databases and dashboards that make project data reliable, secure and easy to use.',
        },
        {
          icon: 'megaphone',
          title: 'Knowledge Management and Communication',
          description: 'Case studies, learning products, policy briefs and workshops that share what works with partners and the wider sector.',
        },
      ],
    },
    approach: {
      intro: 'Four principles guide how we work with our partners on every project.',
      principles: [
        {
          title: 'Technical Excellence',
          description: 'We apply sound methods, rigorous quality assurance and the right mix of expertise to every assignment.',
        },
        {
          title: 'Data-Driven Decision Making',
          description: 'We base recommendations on reliable data and transparent analysis, and we help partners use evidence in their own decisions.',
        },
        {
          title: 'Community-Centered',
          description: 'We involve affected communities from the start, respect local knowledge and pay particular attention to women, children, older people and people with disabilities.',
        },
        {
          title: 'Results-Oriented',
          description: 'We focus on practical outcomes, deliver on time and measure whether our work makes a real difference.',
        },
      ],
    },
  },
  research: {
    areas: {
      intro: 'Our research generates evidence on the drivers and impacts of climate change and disasters in Bangladesh, and on what helps people cope, adapt and recover.',
      list: [
        {
          icon: 'wind',
          title: 'Climate Hazards and Impacts',
          description: 'Studies of cyclones, storm surges, floods, heatwaves and droughts, and of their effects on lives, livelihoods and infrastructure.',
        },
        {
          icon: 'droplet',
          title: 'Water, Salinity and Coastal Change',
          description: 'Research on salinity intrusion, waterlogging, groundwater and drinking-water security in the coastal belt and the south-west.',
        },
        {
          icon: 'leaf',
          title: 'Adaptation and Resilience',
          description: 'Evaluation of household, community and institutional adaptation strategies, from raised plinths and floating gardens to livelihood diversification.',
        },
        {
          icon: 'home',
          title: 'Migration and Displacement',
          description: 'Research on climate-related mobility, from seasonal migration from the char lands to the movement of displaced families into Dhaka and other cities.',
        },
        {
          icon: 'scale',
          title: 'Humanitarian Effectiveness',
          description: 'Studies of how humanitarian aid is designed and delivered, including localisation, cash assistance and accountability to affected people.',
        },
        {
          icon: 'lightbulb',
          title: 'Data and Innovation',
          description: 'New ways of combining remote sensing, mobile data and local knowledge to track risk and measure resilience.',
        },
      ],
    },
    publications: {
      intro: 'A selection of our recent research outputs. Contact us for full reports or data access.',
      authorsLabel: 'Authors',
      list: [
        {
          title: 'Drinking-Water Salinity and Household Coping Strategies in South-West Coastal Bangladesh',
          authors: 'R. Ahmed, S. Khatun and L. Moreau',
          description: 'A mixed-methods study of how households in coastal villages secure drinking water as salinity rises, and what this costs women and girls in time and health.',
        },
        {
          title: 'Anticipatory Cash Transfers Ahead of Monsoon Floods: Lessons from the Jamuna Char Lands',
          authors: 'M. Hossain, F. Begum and J. Turner',
          description: 'An assessment of cash assistance delivered before peak flooding, looking at how households used the transfers and how the trigger and delivery could be improved.',
        },
        {
          title: 'Heat Stress and Outdoor Work in Dhaka: Exposure, Health and Adaptation',
          authors: 'T. Rahman, N. Akter, K. Islam and A. Lindqvist',
          description: 'Combines temperature monitoring with worker surveys to document heat exposure among rickshaw pullers, construction workers and street vendors, and proposes low-cost protective measures.',
        },
      ],
    },
  },
  capacity: {
    intro: 'Strengthening skills and institutions is at the heart of lasting resilience. We offer training, academic collaboration, community programmes and knowledge exchange for researchers, practitioners, officials and community members.',
    blocks: [
      {
        id: 'training',
        icon: 'book',
        title: 'Professional Training',
        description: 'Short, practical courses for government officials, NGO staff and young professionals, combining classroom sessions with field exercises and real data from Bangladesh.',
        listTitle: 'Featured Courses',
        items: [
          'Climate Data Analysis with R and Python',
          'GIS and Remote Sensing for Disaster Risk Mapping',
          'Monitoring, Evaluation and Learning for Climate Projects',
          'Humanitarian Needs Assessment and Survey Design',
          'Climate Finance Proposal Writing',
        ],
      },
      {
        id: 'academic',
        icon: 'graduation',
        title: 'Academic Collaboration',
        description: 'We work with universities in Bangladesh and abroad to support students and early-career researchers through joint research, supervision and guest teaching.',
        listTitle: 'Current Partnerships',
        items: [
          'Joint field research placements with public universities in Dhaka and Khulna',
          'Co-supervision of master’s theses on climate adaptation and disaster management',
          'Guest lectures and seminar series on climate and humanitarian research',
          'Research collaboration with European and Asian universities on coastal resilience',
        ],
      },
      {
        id: 'community',
        icon: 'users',
        title: 'Community Capacity Building',
        description: 'Programmes that help communities, volunteers and local institutions prepare for and respond to disasters and climate risks, led in local languages and shaped by local knowledge.',
        listTitle: 'Flagship Programs',
        items: [
          'Community-based early warning and cyclone preparedness in coastal unions',
          'Women’s leadership in local disaster management committees',
          'Youth climate ambassadors in secondary schools',
          'Climate-smart farming field schools in saline-affected areas',
          'Participatory risk mapping with char land communities',
        ],
      },
      {
        id: 'exchange',
        icon: 'globe',
        title: 'Knowledge Exchange',
        description: 'Workshops, conferences and learning events where researchers, practitioners and policy-makers share evidence and experience across Bangladesh and the region.',
        listTitle: 'Upcoming Events',
        items: [
          'Monsoon Season Early Warning Workshop, Sylhet (July)',
          'Coastal Resilience Learning Forum, Khulna (September)',
          'Urban Heat and Health Roundtable, Dhaka (April)',
          'Humanitarian Research Dialogue, Cox’s Bazar (November)',
        ],
      },
    ],
  },
  join: {
    careers: {
      intro: 'Join a committed team working on some of the most pressing climate and humanitarian challenges of our time. We look for curious, rigorous and collaborative people who want their work to make a difference in Bangladesh.',
      openingsTitle: 'Current Openings',
      openings: [
        {
          title: 'Research Associate, Climate Adaptation',
          description: 'Design and carry out field research on adaptation in coastal and char land communities, analyse qualitative and quantitative data and contribute to reports and publications. A master’s degree in a relevant field and two years of research experience are expected.',
        },
        {
          title: 'GIS and Remote Sensing Analyst',
          description: 'Produce hazard, exposure and land-use maps, process satellite imagery and support project teams with spatial analysis. Experience with QGIS or ArcGIS and Google Earth Engine is an advantage.',
        },
        {
          title: 'Programme Manager, Humanitarian Studies',
          description: 'Lead humanitarian research and evaluation projects in Cox’s Bazar and other locations, manage budgets and field teams, and maintain relationships with partners and donors.',
        },
        {
          title: 'Full-Stack Software Developer',
          description: 'Build and maintain web and mobile applications, data collection tools and dashboards for our research and client projects, working closely with researchers and analysts.',
        },
      ],
      offerTitle: 'What We Offer',
      offer: [
        'Meaningful work with direct impact on climate and humanitarian action in Bangladesh',
        'A competitive salary and benefits in line with national standards',
        'Professional development, training and conference opportunities',
        'A supportive, multidisciplinary and inclusive work environment',
        'Flexible working arrangements where the role allows',
      ],
      applyTitle: 'How to Apply',
      apply: 'Send your CV and a cover letter explaining your interest and relevant experience to {{email}}. Please put the position title in the e-mail subject. Only shortlisted candidates will be contacted.',
    },
    internships: {
      intro: 'Our internships and fellowships give students and recent graduates hands-on experience in climate, disaster and humanitarian research, working on live projects with mentoring from experienced staff.',
      typesTitle: 'Internship and Fellowship Types',
      types: [
        {
          title: 'Research Internship',
          description: 'Support literature reviews, data collection and analysis, and report writing on ongoing research projects.',
          duration: '3 to 6 months',
        },
        {
          title: 'GIS and Mapping Internship',
          description: 'Gain experience in spatial analysis, hazard mapping and remote sensing with our GIS team.',
          duration: '3 to 6 months',
        },
        {
          title: 'Communications and Policy Internship',
          description: 'Help turn research findings into policy briefs, web content and outreach material for different audiences.',
          duration: '3 to 6 months',
        },
        {
          title: 'Climate & Data Fellowship',
          description: 'An in-depth fellowship for graduates with strong quantitative skills, who lead an independent data-driven project on climate risk under the guidance of a senior mentor.',
          duration: '6 to 12 months',
        },
      ],
      benefitsTitle: 'What You Will Gain',
      benefits: [
        'Mentoring from experienced researchers and practitioners',
        'Practical field and data experience on real projects',
        'A monthly stipend',
        'A certificate and a reference letter on successful completion',
        'Opportunities to co-author reports and publications',
      ],
      applyTitle: 'How to Apply',
      apply: 'To apply, send your resume, your academic transcript and a 500-word proposal on a topic you would like to work on to {{email}}, stating the internship or fellowship you are applying for in the subject line.',
      requirements: ['Resume (CV)', 'Academic transcript', 'A 500-word proposal on a topic you would like to work on'],
    },
    volunteer: {
      intro: 'Volunteers help us extend our reach, from field surveys to community events. If you want to contribute your time and skills to climate and humanitarian action, we would be glad to hear from you.',
      rolesTitle: 'Volunteer Roles',
      roles: [
        {
          title: 'Field Data Collection',
          description: 'Support surveys and community consultations in coastal, char and urban areas, after a short training on research ethics and methods.',
        },
        {
          title: 'Community Awareness',
          description: 'Help run preparedness sessions, school activities and awareness campaigns on climate change and disaster risk.',
        },
        {
          title: 'Events and Outreach',
          description: 'Assist with organising workshops, seminars and learning events, and with sharing our work on social media.',
        },
        {
          title: 'Translation and Documentation',
          description: 'Translate materials between Bangla and English, take notes at meetings and help document case studies.',
        },
      ],
      perksTitle: 'Why Volunteer With Us',
      perks: [
        'Training in research methods and disaster preparedness',
        'Hands-on experience with a research organisation',
        'A volunteer certificate recognising your contribution',
        'A network of researchers, practitioners and fellow volunteers',
      ],
      signUpTitle: 'How to Sign Up',
      signUp: 'Sign up through the contact form on the home page, mentioning your area of interest and availability, or write to us at {{email}}.',
    },
    partnerships: {
      intro: 'We welcome partnerships with organisations that share our commitment to resilience, evidence and the wellbeing of vulnerable communities.',
      types: [
        {
          icon: 'search',
          title: 'Research Partnerships',
          description: 'Co-design and carry out joint research, share data and publish together on climate and humanitarian topics.',
        },
        {
          icon: 'handshake',
          title: 'Implementation Partnerships',
          description: 'Work together on projects in which we provide technical expertise, assessments, monitoring and evaluation.',
        },
        {
          icon: 'graduation',
          title: 'Capacity Building Partnerships',
          description: 'Develop and deliver training, fellowships and learning programmes for staff, students and communities.',
        },
        {
          icon: 'building',
          title: 'Funding and Institutional Partnerships',
          description: 'Support our research and programmes through grants, commissioned studies or long-term institutional collaboration.',
        },
      ],
      contactTitle: 'Start a Partnership',
      contact: 'To discuss a partnership, write to us at {{email}} with a short description of your organisation and the collaboration you have in mind.',
    },
    contact: {
      intro: 'We are happy to answer questions about our work, opportunities to join us or collaboration. Reach us by e-mail, by phone or at our office in Dhaka.',
      emailLabel: 'Email',
      phoneLabel: 'Phone',
      addressLabel: 'Office address',
      hoursLabel: 'Office hours',
      hours: 'Sunday to Thursday, 9:00 to 17:00 (Bangladesh Standard Time)',
    },
  },
  gallery: {
    intro: 'Photographs from our fieldwork, workshops and events across Bangladesh, from the coastal belt and the char lands to the haor wetlands and the streets of Dhaka.',
    chooseCategory: 'Choose a category',
    categories: {
      'climate-science': 'Climate Science',
      agriculture: 'Agriculture',
      ecosystem: 'Ecosystems',
      disaster: 'Disaster Risk Reduction',
      energy: 'Energy',
      health: 'Health',
      humanitarian: 'Humanitarian',
      'software-development': 'Software Development',
      policy: 'Policy',
      research: 'Research',
      capacity: 'Capacity Building',
      partnerships: 'Partnerships',
      events: 'Events',
      general: 'General',
    },
  },
}
