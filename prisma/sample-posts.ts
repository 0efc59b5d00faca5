import type { PostInput } from "../lib/validations/post";

/** A sample post with its topics (festival, city, genre, artist…), as the editor would give them. */
export type SamplePost = PostInput & { topics: string[] };

/** The samples written as Markdown stories (docs/stories.md); the others are plain text, as posts stored before it. */
export const SAMPLE_STORIES = [
  "bahidora-2025-las-estacas",
  "day-zero-tulum-2025-ritual-selva",
  "perfil-nahual-productora-mexicana",
];

/** The sample coverage of a fresh site; images ship in public/images/posts so no network is needed. */
export const samplePosts: SamplePost[] = [
  {
    id: "mutek-mexico-2024-arte-audiovisual",
    topics: ["MUTEK", "CDMX", "Arte audiovisual", "Techno"],
    title: "MUTEK México 2024: cuando el sonido se vuelve arquitectura",
    description:
      "Cinco noches de performances audiovisuales, techno experimental y conversaciones sobre tecnología confirmaron a MUTEK como el laboratorio más fino de la escena electrónica en la capital.",
    introduction:
      "Llegar a MUTEK México siempre se siente como entrar a un laboratorio que decidió abrir sus puertas al público. Este año el festival repartió su programa entre foros de la Ciudad de México que van del teatro a la nave industrial, y en todos se repitió la misma pregunta: ¿qué pasa cuando la música deja de ser solo algo que se escucha? Desde la primera noche quedó claro que la curaduría apostaba por riesgos. Hubo piezas de ambient que se proyectaban sobre mallas translúcidas, sets de live coding donde el código aparecía en pantalla mientras sonaba, y artistas mexicanos que compartieron cartel con nombres de Montreal, Berlín y Tokio sin parecer invitados de segunda. El público, mitad melómanos y mitad estudiantes de artes digitales, respondió con un silencio atento que en otros festivales sería impensable.",
    climax:
      "El momento que todos comentaban a la salida llegó el sábado, pasada la medianoche, en la sala principal. Un dúo audiovisual construyó durante una hora un paisaje de líneas blancas que se plegaban al ritmo de un bombo cada vez más seco, hasta que la pantalla completa se partió en cientos de fragmentos sincronizados con un golpe de graves que hizo vibrar el piso. Nadie bailaba al principio; a los veinte minutos, la sala entera se movía como un solo cuerpo. Después vino un live set de techno hipnótico que estiró la tensión sin regalar nunca el clímax fácil. Fue la demostración de que la experimentación y la pista no están peleadas: cuando el diseño visual y el sonido se piensan juntos, el baile se vuelve una forma de escuchar con todo el cuerpo.",
    conclusion:
      "MUTEK México no compite con los festivales masivos y tampoco lo pretende. Su valor está en otro lado: en formar públicos, en darle escenario a creadores locales que trabajan con sintetizadores modulares, visuales generativos y sensores, y en recordarnos que la música electrónica nació como un experimento. Salimos con la libreta llena de nombres por seguir y con la sensación de que buena parte de lo que escucharemos en los clubes de los próximos años se está ensayando aquí primero. Si nunca has ido, la recomendación es simple: elige una noche al azar, llega temprano y déjate sorprender. Vale más que cualquier lista de reproducción.",
    author: "Valeria Montes",
    image: "/images/posts/mutek-mexico-2024-arte-audiovisual.webp",
    date: "2024-10-19",
  },
  {
    id: "rave-dia-de-muertos-cdmx-2024",
    topics: ["CDMX", "Techno", "Día de Muertos", "Underground"],
    title: "Rave de Día de Muertos: techno, cempasúchil y catrinas hasta el amanecer",
    description:
      "Una bodega del norte de la Ciudad de México se convirtió en ofrenda colectiva: altares, maquillaje de calavera y un line-up local que no soltó la pista en diez horas.",
    introduction:
      "Hay fiestas que solo podrían pasar en México, y la rave de Día de Muertos es una de ellas. La cita fue en una bodega de Azcapotzalco cuya dirección se reveló apenas unas horas antes, como manda la tradición del circuito underground. En la entrada, un altar monumental con fotos que los propios asistentes llevaron de sus seres queridos, veladoras, pan de muerto y montañas de cempasúchil marcaba el tono de la noche. Adentro, el humo y las luces ámbar convertían las columnas de concreto en un panteón industrial. Más de la mitad del público llegó maquillado de catrina o de calavera, y el colectivo organizador instaló un pequeño puesto donde artistas de la colonia pintaban rostros a cambio de una cooperación voluntaria.",
    climax:
      "La pista tardó en encenderse, pero cuando lo hizo no hubo vuelta atrás. Pasadas las tres de la mañana, una DJ residente del colectivo mezcló un tema de techno industrial con un fragmento de son jarocho que alguien había grabado en vivo, y el grito colectivo todavía resuena. A partir de ahí el set subió de intensidad: kicks de 140 pulsaciones, sirenas, cortes secos y una luz estroboscópica naranja que parecía salida del propio altar. Lo más emotivo llegó cerca del amanecer, cuando el sonido se detuvo un minuto completo para recordar en silencio a quienes ya no están. Después, un último tema melódico acompañó a la gente mientras la luz del día entraba por los tragaluces de la bodega.",
    conclusion:
      "Más allá de la fiesta, lo que quedó fue la sensación de comunidad. La escena electrónica de la capital suele ser señalada por su exceso, pero esta noche se mostró como un espacio capaz de resignificar una tradición sin banalizarla. Los organizadores cuidaron los detalles: agua gratuita, un punto de reducción de riesgos y un protocolo claro contra el acoso. Ojalá más promotoras tomen nota. La ofrenda se quedó en pie hasta el mediodía y varios asistentes regresaron a recoger sus fotos, algunos todavía con el maquillaje corrido. Si el Día de Muertos trata de celebrar la memoria, pocas formas son tan honestas como bailar hasta el amanecer por quienes nos enseñaron a hacerlo.",
    author: "Andrés Cuevas",
    image: "/images/posts/rave-dia-de-muertos-cdmx-2024.webp",
    date: "2024-11-02",
  },
  {
    id: "corona-capital-2024-escenario-electronico",
    topics: ["Corona Capital", "CDMX", "Festivales"],
    title: "Corona Capital 2024: el escenario electrónico que robó miradas al rock",
    description:
      "Entre guitarras y coros multitudinarios, la carpa de música electrónica del Autódromo se llenó de principio a fin. Te contamos por qué fue el lugar más divertido del festival.",
    introduction:
      "Durante años, el escenario electrónico del Corona Capital fue el refugio de quienes necesitaban un respiro entre concierto y concierto de rock. En esta edición la historia cambió. Desde la tarde del sábado, la carpa ubicada en el extremo del Autódromo Hermanos Rodríguez registró filas para entrar, y hacia la noche resultaba casi imposible acercarse a la cabina. El cartel combinó figuras internacionales del house y el indie dance con productores mexicanos que abrieron cada jornada con sets de una calidad que no desentonaba con los cabezas de cartel. El diseño del escenario también subió de nivel: una estructura de arcos LED que envolvía al público y una torre de láseres que se veía desde la explanada principal.",
    climax:
      "El punto más alto llegó el domingo, cuando un dúo británico de electrónica melódica tomó la cabina justo al caer el sol. Con el cielo todavía morado sobre la Ciudad de México, el set arrancó con pianos y voces etéreas, y poco a poco se transformó en un viaje de house progresivo que hizo cantar a miles de personas que, minutos antes, estaban en otro escenario esperando a una banda de rock alternativo. Hubo un instante, con los láseres cian apuntando hacia arriba y el bajo entrando después de un silencio largo, en el que la carpa completa levantó los brazos al mismo tiempo. Fue la imagen del festival: la electrónica ya no es un género invitado en el Corona Capital, es uno de sus motores.",
    conclusion:
      "El éxito de la carpa electrónica deja una lección para los organizadores: el público mexicano quiere más de este sonido y está dispuesto a cruzar el Autódromo completo para encontrarlo. Las quejas más repetidas fueron el acceso estrecho y el sonido que a veces se mezclaba con el escenario vecino, algo que debería resolverse con más espacio y mejor orientación. Aun así, el balance es positivo. Para muchos asistentes, este fue su primer contacto con un set largo de house o techno, y eso vale oro para una escena que necesita renovar su base. Si la tendencia se mantiene, no sería raro ver en próximas ediciones un escenario electrónico al aire libre y con horario extendido.",
    author: "Mariana Solís",
    image: "/images/posts/corona-capital-2024-escenario-electronico.webp",
    date: "2024-11-23",
  },
  {
    id: "zamna-tulum-temporada-2024-cenote",
    topics: ["Zamna", "Tulum", "Techno melódico"],
    title: "Zamna Tulum abre temporada: techno melódico entre cenotes y manglares",
    description:
      "La selva de Quintana Roo volvió a ser escenario de una de las experiencias más buscadas por el turismo electrónico. Crónica de una noche de luna llena en Tulum.",
    introduction:
      "Cada diciembre, Tulum se llena de viajeros que llegan por una sola razón: bailar en la selva. Zamna se ha convertido en uno de los nombres más reconocibles de esa temporada, y su noche inaugural demostró por qué. El recinto, escondido entre árboles a unos minutos de la zona hotelera, se ilumina con luces cálidas que apenas tocan la vegetación, y el escenario principal parece brotar de la tierra con estructuras de madera y una pantalla circular que recuerda a un cenote visto desde abajo. El público es tan diverso como la propia Riviera Maya: viajeros europeos, chilangos que manejaron toda la noche y locales que llevan años viendo crecer la escena. La humedad del Caribe hizo su parte, pero nadie parecía quejarse.",
    climax:
      "Pasada la medianoche, la luna llena apareció por encima de las copas de los árboles justo cuando un DJ invitado lanzó un tema de techno melódico con sintetizadores que subían como marea. El equipo de iluminación apagó todo salvo un haz blanco que apuntaba al cielo, y durante unos segundos la única luz fue la de la luna. Cuando el bajo regresó, cientos de personas gritaron al unísono. A partir de ahí la noche fue una ola continua: progresiones largas, voces hipnóticas y una mezcla impecable que no dejó respirar a la pista hasta el amanecer. El sonido, algo que en eventos de selva suele fallar, estuvo a la altura, con graves limpios incluso en las orillas del recinto.",
    conclusion:
      "Zamna sigue siendo una experiencia costosa y eso no se puede ignorar: entre boletos, hospedaje y transporte, la selva no es accesible para todo el público mexicano. También quedan preguntas abiertas sobre el impacto ambiental de tantos eventos en una zona tan frágil, y es justo exigir a todos los organizadores transparencia en el manejo de residuos y agua. Dicho esto, la producción de esta noche fue cuidadosa y el ambiente, respetuoso. Para quien pueda hacer el viaje, la temporada de Tulum ofrece algo que ninguna ciudad puede replicar: bailar rodeado de selva, con el Caribe a unos kilómetros y la sensación de estar en un ritual que se renueva cada año.",
    author: "Andrés Cuevas",
    image: "/images/posts/zamna-tulum-temporada-2024-cenote.webp",
    date: "2024-12-28",
  },
  {
    id: "day-zero-tulum-2025-ritual-selva",
    topics: ["Day Zero", "Tulum", "Techno melódico", "Festivales"],
    title: "Day Zero Tulum 2025: un ritual electrónico en medio de la selva maya",
    description:
      "Escenarios escondidos entre la vegetación, house orgánico y un amanecer que nadie quiso perderse. Así se vivió una de las fechas más esperadas del calendario electrónico.",
    introduction:
      "Day Zero tiene fama de ser más ceremonia que festival, y después de esta edición es fácil entender por qué. Desde el camino de terracería que lleva al recinto, iluminado solo por antorchas, la producción busca que el público deje atrás la ciudad y entre en otro tiempo.\n\n# Un escenario hecho de selva\n\nEl escenario principal estuvo rodeado por estructuras de bambú y telas que se movían con el viento, mientras un sistema de luces en tonos ámbar y violeta dibujaba siluetas de árboles sobre la pista. Como ya es costumbre, la mayoría de los asistentes vistió de blanco y más de uno llegó con ofrendas de flores para dejar al pie de la cabina.\n\n## El orden de la noche\n\n| Hora | Escenario principal | Claro del cenote |\n| --- | --- | --- |\n| 16:00 | House orgánico | Ambient y cuencos |\n| 20:00 | Ritmos afro | Downtempo |\n| 00:00 | Techno melódico | Live de percusiones |\n| 04:00 | Set del anfitrión hasta el amanecer | Cerrado |",
    climax:
      '# El amanecer\n\nEl clímax llegó en las últimas horas de la noche. Con la pista llena y el cielo todavía oscuro, el anfitrión de la fiesta tomó la cabina para un set largo que fue subiendo de intensidad con una paciencia admirable: percusiones tribales, voces en distintos idiomas y sintetizadores que parecían respirar.\n\n![Luces cálidas entre los árboles al amanecer](/images/posts/zamna-tulum-temporada-2024-cenote.webp "Las primeras luces del día sobre la pista.")\n\nCuando las primeras luces del amanecer empezaron a colarse entre los árboles, la producción encendió un anillo de luces cálidas alrededor del escenario y el sonido se abrió en una melodía que muchos grabaron **con los ojos cerrados** en lugar del teléfono en alto.\n\n> Fue uno de esos momentos en los que la pista entera se queda quieta un segundo, como si todos entendieran que algo irrepetible estaba pasando.\n\n[El aftermovie de la noche](https://www.youtube.com/watch?v=Pulso2025dz)',
    conclusion:
      "# Lo bueno y lo pendiente\n\nLa edición 2025 de Day Zero confirmó que Tulum sigue siendo un polo del turismo electrónico mundial, con todo lo bueno y lo complicado que eso implica.\n\n- **Lo mejor:** la experiencia musical y visual, los puntos de hidratación y la señalización en la selva.\n- **Lo pendiente:** la movilidad de salida y el costo de los servicios dentro del recinto, ~~temas nuevos~~ temas recurrentes entre el público nacional.\n\nAun así, pocas fiestas consiguen que miles de personas bailen durante horas sin perder la sensación de estar participando en algo íntimo. Para los amantes del house profundo, es una peregrinación obligada: las fechas de la próxima temporada se anunciarán en [nuestra cobertura de Day Zero](/tema/day-zero).",
    author: "Diego Ramírez",
    image: "/images/posts/day-zero-tulum-2025-ritual-selva.webp",
    date: "2025-01-18",
  },
  {
    id: "bahidora-2025-las-estacas",
    topics: ["Bahidorá", "Morelos", "Festivales"],
    title: "Bahidorá 2025: bailar al sol junto al río de Las Estacas",
    description:
      "El festival más fresco del calendario volvió a Morelos con cumbia electrónica, house tropical y agua cristalina. Crónica de un fin de semana de sol, río y comunidad.",
    introduction:
      "Bahidorá es ese festival al que la gente llega en traje de baño y con la hielera lista, y no es para menos. El **Parque Natural Las Estacas**, en Tlaltizapán, Morelos, ofrece un escenario que ningún otro evento en México puede igualar: un río de agua transparente que corre entre árboles enormes, a unos pasos de la pista.\n\nEste año el festival mantuvo su espíritu de campamento, con cientos de casas de campaña instaladas desde el viernes, y un cartel que mezcló cumbia electrónica, house tropical, afrobeat y algunos sets de techno para la madrugada.\n\n# Así se repartió el fin de semana\n\n- **Viernes:** apertura del campamento, sound system junto al río y sets de dub y downtempo hasta la medianoche.\n- **Sábado:** cumbia electrónica y afrobeat en el escenario principal; house tropical en la carpa del bosque.\n- **Domingo:** yoga en la orilla por la mañana y cierre con techno melódico al atardecer.\n\nDesde temprano se notó el cuidado en la experiencia: zonas de sombra, estaciones de agua y un programa de actividades de bienestar que incluyó *yoga en la orilla del río*.",
    climax:
      '# El atardecer del sábado\n\nEl sábado por la tarde, cuando el sol comenzaba a caer detrás de los cerros, el escenario principal vivió su momento más luminoso. Un colectivo de música electrónica latina presentó un live set con percusiones en vivo, gaitas y sintetizadores que convirtió la explanada en una fiesta de cumbia futurista.\n\n![Banderas de colores sobre la multitud frente al escenario principal](/images/posts/ceremonia-2025-electronica-parque-bicentenario.webp "La explanada del escenario principal, minutos antes del atardecer.")\n\n> «Vine por la música y me quedé por el río. No hay otro festival donde puedas salir del agua y caer directo en la pista.»\n> — Una asistente que llegó desde Puebla\n\nYa de noche, un DJ mexicano de house llevó el ánimo a otro nivel con una mezcla de clásicos tropicales reeditados que provocó coros inesperados. Entre las luces ámbar del escenario y las estrellas de Morelos, fue difícil pensar en un lugar mejor para estar.\n\n[Escucha la mezcla del atardecer](https://soundcloud.com/pulso-electronico/bahidora-2025-atardecer)',
    conclusion:
      "# Lo que queda por mejorar\n\nBahidorá lleva más de una década demostrando que un festival puede crecer sin perder el alma. La convivencia con el entorno natural sigue siendo su mayor fortaleza y también su mayor responsabilidad:\n\n1. El esfuerzo por reducir plásticos y mantener limpio el río se notó, aunque todavía hay margen, sobre todo en la basura del área de campamento.\n2. Los tiempos de acceso del viernes fueron largos.\n\nAun así, el balance es muy positivo. Pocas experiencias resumen tan bien lo que la música electrónica latinoamericana puede ser: diversa, festiva, conectada con sus raíces y abierta a lo nuevo.\n\nLa preventa de la próxima edición ya se anunció en el [sitio oficial de Bahidorá](https://www.bahidora.com). Más crónicas de festivales en [nuestra sección de festivales](/tema/festivales).",
    author: "Valeria Montes",
    image: "/images/posts/bahidora-2025-las-estacas.webp",
    date: "2025-02-08",
  },
  {
    id: "edc-mexico-2025-cronica",
    topics: ["EDC México", "CDMX", "Festivales"],
    title: "EDC México 2025: tres días de luces, bajos y comunidad en el Autódromo",
    description:
      "Crónica del festival electrónico más grande del país: escenarios monumentales, sets imperdibles y lo que vivimos bajo el cielo de la Ciudad de México.",
    introduction:
      "El Autódromo Hermanos Rodríguez volvió a vestirse de neón para recibir a EDC México, el festival que cada febrero convierte a la capital en el centro de la música electrónica del continente. Desde el viernes por la tarde, miles de personas con atuendos brillantes, alas, diademas luminosas y banderas de todos los estados recorrieron los pasillos del circuito rumbo a los escenarios. La producción, como ya es costumbre, fue monumental: estructuras de varios pisos, pantallas gigantes, pirotecnia y los icónicos personajes que recorren el recinto. Este año el line-up equilibró a los grandes nombres del EDM con una presencia más sólida de techno, bass music y talento nacional, una señal de que el público mexicano pide cada vez más variedad.",
    climax:
      "Si hubo un momento que resumió el fin de semana fue el cierre del sábado en el escenario principal. Con la luna sobre el Autódromo, un headliner de trance progresivo construyó un set emotivo que fue de himnos clásicos a producciones recientes, mientras una cortina de láseres verdes y magenta cubría a la multitud. Cuando sonó el último drop, la pirotecnia iluminó el cielo y decenas de miles de personas se abrazaron sin conocerse. Minutos después, en el escenario de bass, la energía era la opuesta: graves brutales, mosh pits amistosos y un DJ mexicano que se ganó a la audiencia con edits de cumbia y dubstep. Esa diversidad de emociones, en una sola noche, es lo que hace especial a este festival.",
    conclusion:
      "EDC México 2025 confirma que la Ciudad de México es capital electrónica de Latinoamérica. No todo fue perfecto: las filas para recargar la pulsera de pago y la salida del domingo siguen siendo puntos débiles que la organización debe resolver, y los precios dentro del recinto fueron tema de conversación constante. Pero el espíritu de la comunidad, ese intercambio de pulseras, sonrisas y abrazos con desconocidos, sigue intacto. Para muchos asistentes fue su primer gran festival y para otros una tradición de años. Nos vamos con los pies destrozados, la voz gastada y la certeza de que el próximo febrero volveremos a estar en el Autódromo, bajo las mismas luces.",
    author: "Diego Ramírez",
    image: "/images/posts/edc-mexico-2025-cronica.webp",
    date: "2025-02-24",
  },
  {
    id: "ceremonia-2025-electronica-parque-bicentenario",
    topics: ["Ceremonia", "CDMX", "Festivales"],
    title: "Ceremonia 2025: la cara electrónica del festival más ecléctico de la capital",
    description:
      "Entre rap, pop alternativo y propuestas experimentales, los escenarios electrónicos de Ceremonia ofrecieron algunos de los sets más memorables del fin de semana.",
    introduction:
      "Ceremonia siempre ha presumido de un cartel que no le tiene miedo a mezclar géneros, y esta edición no fue la excepción. En el Parque Bicentenario, al norte de la Ciudad de México, convivieron estrellas del rap, íconos del pop alternativo y una selección electrónica que, sin hacer tanto ruido en redes, terminó siendo de lo más comentado entre quienes recorrimos el festival de punta a punta. El área dedicada a la música de club contó con un escenario semitechado de estética brutalista, con pantallas verticales y luces blancas que le daban un aire de bodega berlinesa en pleno parque. Desde el mediodía hubo gente bailando, algo poco común en festivales donde la electrónica suele ser relegada a las últimas horas.",
    climax:
      "El sábado por la noche, una productora mexicana de club music presentó un live que mezcló reguetón deconstruido, ritmos de jersey club y paisajes sonoros oscuros, acompañado por visuales glitch en tonos violeta y verde. La respuesta fue inmediata: la pista se llenó hasta desbordarse y el público terminó coreando fragmentos de voces procesadas como si fueran himnos de estadio. Más tarde, un DJ internacional de house cerró la jornada con un set que combinó clásicos de Chicago con edits de disco latino, y el escenario se convirtió en una fiesta que se negaba a terminar. Cuando las luces se encendieron, un grupo de asistentes siguió bailando sin música durante varios minutos, sonriendo como si nada hubiera acabado.",
    conclusion:
      "Ceremonia demuestra que la electrónica en México ya no necesita un festival exclusivo para brillar: cuando se programa con criterio y se le da un espacio digno, conquista a públicos que quizá llegaron por otros artistas. El festival todavía enfrenta retos de logística, sobre todo en el acceso y la salida del Parque Bicentenario, y algunos empalmes de horario dejaron a más de uno dividido entre escenarios. Aun así, la apuesta por la curaduría cruzada se siente cada vez más acertada. Para la escena local es una excelente noticia: más personas descubriendo productores mexicanos que experimentan con sonidos propios, y más oportunidades para que esas propuestas lleguen a públicos masivos sin perder su identidad.",
    author: "Mariana Solís",
    image: "/images/posts/ceremonia-2025-electronica-parque-bicentenario.webp",
    date: "2025-03-29",
  },
  {
    id: "guadalajara-techno-noche-bodega-2025",
    topics: ["Guadalajara", "Techno", "Underground"],
    title: "Guadalajara se pone oscura: crónica de una noche de techno en una bodega tapatía",
    description:
      "Un colectivo independiente reunió a cientos de personas en una antigua fábrica de la colonia Americana para una noche de techno crudo, sin pantallas ni poses.",
    introduction:
      "Guadalajara tiene una escena techno que no siempre recibe la atención que merece. Lejos de los grandes festivales, un puñado de colectivos lleva años organizando fiestas en espacios industriales, con sonido de calidad y una política clara: nada de teléfonos en la pista. Esta noche la cita fue en una antigua fábrica de la zona centro, a unas cuadras de la colonia Americana, con capacidad para poco más de quinientas personas. La entrada estaba marcada apenas con una luz roja. Adentro, la decoración era mínima: humo denso, un par de barras de luz blanca y un sistema de sonido afinado durante toda la tarde. El cartel, completamente local, incluyó a DJs de Guadalajara, Zapopan y un invitado de León.",
    climax:
      "La noche alcanzó su punto más alto pasadas las cuatro de la mañana, cuando una DJ residente del colectivo tomó la cabina para un set de tres horas. Empezó con techno hipnótico a 128 pulsaciones, cargado de texturas y loops que se repetían hasta volverse trance, y fue endureciendo el sonido con una precisión que la pista agradeció con gritos. En el momento más intenso, el equipo de luces apagó todo y dejó solo un estrobo blanco que marcaba cada golpe del bombo. La bodega entera se volvió una sola respiración. No hubo confeti, ni pantallas, ni pirotecnia: solo música, oscuridad y cientos de personas moviéndose al mismo ritmo. Pocas veces se siente tan claro por qué el techno nació en espacios así.",
    conclusion:
      "La escena tapatía está en un gran momento, y esta noche fue una prueba. La organización cuidó aspectos que a veces se olvidan, como el agua gratuita, un espacio de descanso y personal capacitado para atender cualquier situación. La calidad del sonido estuvo por encima de muchos clubes comerciales, y la curaduría mostró que no hace falta traer nombres extranjeros para llenar una pista. El gran reto, como en tantas ciudades, es la sostenibilidad de estos espacios frente a los permisos y la presión inmobiliaria. Mientras tanto, si estás en Guadalajara y te interesa el techno, sigue de cerca a los colectivos locales: las mejores fiestas rara vez se anuncian con mucha anticipación.",
    author: "Andrés Cuevas",
    image: "/images/posts/guadalajara-techno-noche-bodega-2025.webp",
    date: "2025-05-17",
  },
  {
    id: "perfil-nahual-productora-mexicana",
    topics: ["Nahual", "Perfiles", "Sintetizadores"],
    title: "Nahual, la productora que mezcla sintetizadores modulares con sonidos prehispánicos",
    description:
      "Perfil de una de las voces más interesantes de la nueva electrónica mexicana: de los talleres comunitarios en Oaxaca a los escenarios de festivales en todo el país.",
    introduction:
      "Itzel Navarro, conocida en la escena como **Nahual**, empezó a producir música en una computadora prestada, en la casa de su abuela en Oaxaca. Hoy sus presentaciones en vivo combinan sintetizadores modulares con grabaciones de campo, caracoles, flautas de barro y tambores que ella misma registra en comunidades de la Sierra Norte.\n\nSu propuesta no es nostálgica ni folclórica: utiliza esos sonidos como materia prima para construir tracks de *techno melódico* y *downtempo* con una profundidad que ha llamado la atención de promotores dentro y fuera del país.\n\n# Su equipo\n\n- Un sistema modular armado pieza por pieza, con osciladores de segunda mano.\n- Una grabadora de campo que la acompaña a cada comunidad.\n- Instrumentos de barro y caracoles, prestados o regalados por quienes los tocan.",
    climax:
      '# Un caracol y un sintetizador\n\n> «Para mí, un sintetizador y un caracol son lo mismo: herramientas para mover el aire.»\n\nNos lo dijo mientras conectaba cables en su estudio, un cuarto pequeño lleno de plantas y equipo de segunda mano. Nahual explicó que cada grabación que usa pasa antes por una conversación con quienes la comparten, y que parte de lo que gana con sus presentaciones regresa a talleres de producción musical para jóvenes de comunidades oaxaqueñas.\n\n![Luces de escenario sobre una cabina con sintetizadores](/images/posts/mutek-mexico-2024-arte-audiovisual.webp "Un live en la Ciudad de México, con sus cuatro movimientos.")\n\nSu live más reciente dura una hora y está dividido en cuatro movimientos inspirados en los puntos cardinales:\n\n1. Norte, con grabaciones de viento de la sierra.\n2. Este, donde entran los tambores.\n3. Sur, el más bailable, con un bajo analógico.\n4. Oeste, un cierre casi en silencio.\n\n[Escucha un adelanto del live](https://soundcloud.com/pulso-electronico/nahual-cuatro-rumbos)',
    conclusion:
      "# Lo que viene\n\nLa historia de Nahual es también la de una generación de productores mexicanos que ya no buscan sonar como Berlín o Ibiza, sino encontrar una voz propia a partir de su territorio. Con un EP en camino y fechas confirmadas en varias ciudades del país, su nombre empieza a aparecer en los carteles con más frecuencia, aunque ella insiste en que prefiere los espacios pequeños donde puede ver la reacción de la gente.\n\nLe preguntamos qué le diría a quien quiere empezar a producir y no tiene equipo:\n\n> «Graba lo que suena en tu casa, en tu calle, en tu pueblo. Ahí ya hay una canción.»\n\nUna lección que la escena entera debería escuchar con atención. Más perfiles de artistas mexicanos en [Perfiles](/tema/perfiles).",
    author: "Valeria Montes",
    image: "/images/posts/perfil-nahual-productora-mexicana.webp",
    date: "2025-07-12",
  },
  {
    id: "monterrey-techno-al-aire-libre-2025",
    topics: ["Monterrey", "Techno"],
    title: "Monterrey, techno al aire libre: una noche bajo el Cerro de la Silla",
    description:
      "La capital regia vivió una fiesta de techno al aire libre con vista a las montañas, sonido impecable y un público que demostró por qué el norte es potencia electrónica.",
    introduction:
      "Monterrey tiene una relación larga con la música electrónica, y cada año lo demuestra con más fuerza. Esta vez la cita fue en un espacio abierto en la zona oriente de la ciudad, con el Cerro de la Silla como telón de fondo y una noche de verano que, por fortuna, dio un respiro al calor regio. El escenario era sencillo pero efectivo: una estructura metálica con barras de luz ámbar y cian, un par de cañones de láser y un sistema de sonido que llenaba el espacio sin saturar. El público, en su mayoría de Nuevo León y Coahuila, llegó temprano y con ganas de bailar. El cartel combinó DJs regios con trayectoria y un invitado internacional de techno melódico que cerró la noche.",
    climax:
      "El momento más especial ocurrió poco después de la medianoche, cuando un DJ local con más de quince años en la escena tomó la cabina. Su set fue un homenaje a la historia electrónica de la ciudad: empezó con tech house cargado de groove, pasó por algunos guiños a la cumbia rebajada que hizo famosa a Monterrey y terminó en un techno contundente que encendió a todos. Cuando los láseres dibujaron la silueta del cerro sobre el humo, la gente estalló. Más tarde, el cierre internacional mantuvo la intensidad con un techno melódico de gran escala que hizo que nadie quisiera irse. A las cinco de la mañana la explanada seguía llena, con grupos de amigos bailando abrazados mientras el cielo empezaba a aclarar.",
    conclusion:
      "Monterrey confirma que la escena electrónica del norte del país no tiene nada que envidiarle a la de la capital. La producción fue cuidada, el acceso fluido y el ambiente, excelente. Destacamos especialmente la apuesta por darle horarios estelares a talento local, algo que otros eventos deberían imitar. Como pendiente queda el transporte de salida, que a esas horas sigue siendo complicado en una ciudad tan extensa. Aun así, el balance es más que positivo y deja claro que hay público para eventos al aire libre de este tipo durante todo el año. Si alguna vez tienes la oportunidad de bailar techno con las montañas regias de fondo, no la dejes pasar.",
    author: "Mariana Solís",
    image: "/images/posts/monterrey-techno-al-aire-libre-2025.webp",
    date: "2025-08-30",
  },
  {
    id: "festival-catrina-2025-cholula",
    topics: ["Festival Catrina", "Puebla", "Festivales"],
    title: "Festival Catrina 2025: electrónica, pirámides y tradición en Cholula",
    description:
      "El festival poblano celebró su edición más ambiciosa con escenarios electrónicos bajo cielos de otoño y una identidad visual que abraza el Día de Muertos.",
    introduction:
      "Festival Catrina se ha ganado un lugar especial en el calendario de otoño. Cholula, con su pirámide y sus cientos de cúpulas, ofrece un contexto que pocos festivales pueden presumir, y la organización ha sabido aprovecharlo con una identidad visual inspirada en el Día de Muertos: calaveras monumentales, papel picado gigante y flores de cempasúchil por todas partes. Aunque su cartel incluye rock, indie y pop, la oferta electrónica creció notablemente en esta edición, con un escenario dedicado que programó desde house y disco hasta techno y bass. Desde la tarde del sábado, el ambiente fue festivo y familiar a la vez, con muchas personas de Puebla, Tlaxcala y la Ciudad de México que llegaron por primera vez.",
    climax:
      "La noche del sábado dejó la postal del festival. En el escenario electrónico, un trío mexicano de live electronics presentó un show donde las percusiones tradicionales se mezclaban con sintetizadores y un bajo poderoso, mientras en las pantallas aparecían calaveras animadas que bailaban al ritmo de la música. El público, muchos con el rostro pintado de catrina, respondió con una energía contagiosa. Más tarde, un DJ internacional de tech house cerró con un set que mantuvo la pista llena hasta el último minuto, y en uno de los momentos más intensos, una lluvia de pétalos naranjas cayó sobre la multitud. Fue una de esas imágenes que explican mejor que cualquier crónica por qué la gente vuelve cada año.",
    conclusion:
      "Festival Catrina demuestra que un festival fuera de la capital puede ofrecer una experiencia de primer nivel sin perder su identidad. La apuesta por la electrónica fue un acierto y esperamos que siga creciendo en próximas ediciones, idealmente con más horas de programación y más talento de la región. Los puntos a mejorar son los de siempre: accesos saturados en las horas pico y transporte limitado de regreso a Puebla capital. Aun así, el equilibrio entre tradición, música y producción es difícil de encontrar en otro lugar. Cerrar la temporada de festivales bailando entre calaveras y cempasúchil, con la pirámide de fondo, es una experiencia que todo amante de la música debería vivir al menos una vez.",
    author: "Diego Ramírez",
    image: "/images/posts/festival-catrina-2025-cholula.webp",
    date: "2025-11-08",
  },
];
