"""A rule store of the whole real CR, the Spanish pages and real cards from the bundled card file."""

from __future__ import annotations

import pytest

from tests.conftest import PAGES, ROOT

CARD_FILE = ROOT / "data" / "cards" / "AtomicCards-mtgdb-2021.json.gz"
CARDS = [
    "Bloodghast", "Serra Ascendant", "Polukranos, Unchained", "Polukranos, World Eater", "Underground Sea",
    "Narset, Parter of Veils", "Glorybringer", "Baleful Strix", "Kolaghan's Command", "Pongify", "Mishra's Factory",
    "Chromatic Lantern", "Black Lotus", "Tinker",
    "Ancient Tomb", "Spirit of the Labyrinth", "Force of Vigor", "Transguild Courier", "Eureka", "Steam Vents",
    "Fireblast", "Gravedigger", "Scavenging Ooze", "Icy Manipulator", "Mentor of the Meek", "Chain Lightning", "Fume Spitter", "Faerie Miscreant", "Deadly Rollick", "Prismatic Strands", "Weather the Storm", "Wall of Wood", "Searing Blaze",
    "Diregraf Ghoul",
    "Consecrated Sphinx",
    "Cascade Bluffs", "Word of Seizing",
    "Vampire Hexmage", "Shardless Agent", "Island",
    "Flickerwisp", "Sun Titan", "Replenish", "Reassembling Skeleton", "Cultivate", "Rampant Growth", "Mountain",
    "Maze of Ith", "Eidolon of the Great Revel", "Oko, Thief of Crowns", "Batterskull",
    "Hymn to Tourach", "Mind Rot", "Duress", "Fierce Guardianship", "Teferi, Temporal Archmage", "Growth Spiral",
    "Kor Skyfisher", "Guardian of the Guildpact", "Electrickery", "Phyrexian Altar", "Force of Negation", "Ghostly Prison",
    "Smothering Tithe", "Harmonize", "Gnarlid Colony", "Myr Enforcer", "Ghostly Flicker", "Isamaru, Hound of Konda",
    "Mystical Dispute", "Crackling Drake", "Thoughtseize", "Propaganda", "Werebear", "Felidar Retreat", "Wild Growth",
    "Inkmoth Nexus", "Animar, Soul of Elements", "Mayhem Devil", "Lingering Souls", "Dovin's Veto", "Spirit of the Night",
    "Journey to Nowhere", "Seat of the Synod", "Vault of Whispers", "Dinrova Horror", "Galvanic Blast", "Ancient Grudge",
    "Rally the Peasants", "Spellstutter Sprite",
    "Stroke of Genius", "Cytoshape", "Switcheroo", "Languish", "Uril, the Miststalker", "Stampeding Rhino", "Horned Turtle", "Jace Beleren", "Craterhoof Behemoth", "Mighty Leap", "Worship", "Sign in Blood", "Solemnity", "Sower of Temptation", "Staggershock", "Reanimate", "Exsanguinate",
    "Lightning Bolt", "Doubling Season", "Raise the Alarm", "Furnace of Rath", "Healing Salve", "Rest in Peace",
    "Blood Artist", "Grizzly Bears", "Hardened Scales", "Corpsejack Menace", "Walking Ballista", "Anointed Procession",
    "Leyline of the Void", "Kalitas, Traitor of Ghet", "Shock", "Dictate of the Twin Gods", "Torbran, Thane of Red Fell",
    "Fog", "Giant Growth", "Swords to Plowshares", "Vines of Vastwood", "Tarmogoyf", "Slippery Bogle", "Rancor",
    "Wrath of God", "Mother of Runes", "Doom Blade", "Thalia, Guardian of Thraben", "Colossal Dreadmaw", "Hill Giant",
    "Counterspell", "Llanowar Elves", "Sakura-Tribe Elder", "Krosan Grip", "Decimate", "Youthful Knight", "Fencing Ace",
    "Garruk Wildspeaker", "Spark Double", "Mirror Gallery", "Darksteel Myr", "River Boa", "Diabolic Edict",
    "Toxic Deluge", "Thrun, the Last Troll", "Sudden Shock", "Control Magic", "Brothers Yamazaki", "Kor Firewalker",
    "Pyroclasm", "Holy Day", "Vampire Nighthawk", "Circle of Protection: Red", "Dragon-Style Twins",
    "Baneslayer Angel", "Serra Angel", "Boros Swiftblade", "Basilisk Collar", "Craw Wurm",
    "Heroic Intervention", "Electrolyze", "Sure Strike", "Typhoid Rats", "Gods Willing",
    "Darksteel Colossus", "Liliana of the Veil", "Wheel of Sun and Moon",
    "Hangarback Walker", "Steady Progress", "Leyline of Sanctity", "Earthquake", "Day of Judgment",
    "Gisela, Blade of Goldnight", "Questing Beast", "Fling", "Bojuka Bog", "Viscera Seer",
    "Mulldrifter", "Prodigal Pyromancer", "Banisher Priest", "Twincast", "Young Pyromancer", "Stifle", "Murder",
    "Kiki-Jiki, Mirror Breaker", "Pestermite", "Clone", "Giant Spider", "Skullcrack", "Young Wolf", "Kitchen Finks", "White Knight", "Damnation", "Goblin Guide", "Force of Will", "Fireball", "Mind Control", "Act of Treason",
    "Laboratory Maniac", "Path to Exile", "Carnage Tyrant", "Darksteel Colossus", "Loxodon Warhammer", "Reliquary Tower",
    "Think Twice", "Dregscape Zombie", "Unsummon", "Solemn Simulacrum", "Doomed Traveler", "Flametongue Kavu", "Falkenrath Noble",
    "Impact Tremors", "Soul Warden", "Dragon Fodder", "Fiend Hunter", "Oblivion Ring", "Pacifism", "Apostle's Blessing", "Glorious Anthem", "Monastery Swiftspear", "Black Sun's Zenith", "Shriekmaw", "Skinrender", "Burst Lightning", "Fork", "Ajani's Pridemate", "Life from the Loam", "Brainstorm", "Disfigure", "Trinisphere", "Price of Progress",
    "Parallel Lives", "Primal Vigor", "Relic of Progenitus", "Centaur Courser", "Thragtusk", "Phyrexian Arena",
    "Sulfuric Vortex", "Exalted Angel", "Geralf's Messenger", "Wurmcoil Engine", "History of Benalia", "Bonecrusher Giant // Stomp",
    "Vedalken Orrery", "Urborg, Tomb of Yawgmoth", "Teferi's Protection", "Light Up the Stage", "Omniscience", "Exploration", "Siege Rhino", "Platinum Angel", "Cryptic Command", "Paladin en-Vec", "Battlegrowth", "Shelter", "Pestilence", "Blossoming Defense", "Noble Hierarch", "Avacyn, Angel of Hope", "Ancestral Vision", "The Eldest Reborn", "Gemrazer", "Anger of the Gods", "Severed Legion", "Ornithopter", "Bog Wraith", "Watery Grave", "Thoughtcast", "Frogify", "Sigarda, Host of Herons", "Krenko, Mob Boss",
    "Kokusho, the Evening Star", "Massacre Wurm", "Grapeshot", "Zetalpa, Primal Dawn", "Deadly Recluse",
    "Phantasmal Image", "Siege Mastodon", "Fervor", "Ashnod's Altar",
    "Zulaport Cutthroat", "Felidar Sovereign", "Howling Mine", "Hushwing Gryff", "Ravenous Chupacabra", "Abrupt Decay",
    "Elvish Visionary", "Lightning Helix", "Ambush Viper", "Forked Bolt", "Ghalta, Primal Hunger", "Wall of Omens",
    "Omnath, Locus of Mana", "Kruphix, God of Horizons", "Dark Ritual", "Bloodbraid Elf", "Winding Constrictor", "Tainted Remedy",
    "Ephemerate", "Containment Priest", "Restoration Angel", "Negate", "Jace, the Mind Sculptor",
    "Boggart Brute", "Deep Analysis", "Leyline of Anticipation", "Disenchant", "Naturalize", "Cursed Scroll",
    "Blind Obedience", "Sol Ring", "Authority of the Consuls", "Carrion Crow", "Amulet of Vigor",
    "Lignify", "Turn to Frog", "Humility", "Mutavault", "Darksteel Mutation", "Ravenous Baloth", "Dark Confidant", "Ghostly Flicker", "Birds of Paradise", "Lightning Greaves", "Sword of Fire and Ice", "Sneak Attack", "Griselbrand", "Shivan Dragon", "Kor Firewalker", "Hypnotic Specter", "Panharmonicon", "Lotus Cobra", "Council's Judgment", "Kozilek, Butcher of Truth", "Hydroid Krasis",
    "Essence Scatter", "Zetalpa, Primal Dawn", "Wind Drake", "Atraxa, Praetors' Voice", "Evolving Wilds",
    "Sudden Shock", "Mogg Fanatic", "Lotus Petal", "Smuggler's Copter", "Chord of Calling", "Memnite",
    "Springleaf Drum", "Heart of Kiran", "Threaten", "Stifle", "Edgar Markov", "Rafiq of the Many",
    "Snuff Out", "Counterbalance", "Spore Frog", "Hellrider", "Emrakul, the Aeons Torn", "Ethereal Armor", "Treasure Cruise", "Show and Tell", "Glistener Elf", "Torpor Orb", "Ball Lightning", "Angel's Grace",
    "Spell Snare", "Abrupt Decay", "Bonesplitter", "Ajani Goldmane", "Banefire", "Puncture Blast", "Snapcaster Mage",
    "Brain Freeze", "Umezawa's Jitte", "Chalice of the Void", "Prodigal Sorcerer", "Cloudshift",
    "Silver Knight", "Blighted Agent", "Urza's Armor", "Dismember", "Monastery Swiftspear", "Blood Moon",
    "Polluted Delta", "Dryad Arbor", "Contagion Clasp", "Erebos, God of the Dead", "Leyline of Punishment", "Reverberate",
    "Archfiend of Despair", "Teferi, Time Raveler", "Strangleroot Geist", "Glissa, the Traitor", "Gladecover Scout",
    "Village Rites", "Oath of Teferi", "Chandra, Torch of Defiance", "Ovinize", "Rite of Replication", "Banishing Light",
    "Spectral Procession", "Krosan Grip", "Rorix Bladewing", "Helm of Awakening", "Meren of Clan Nel Toth",
    "Grafdigger's Cage", "Collected Company", "Fire // Ice", "Bitterblossom",
    "Hyena Umbra", "Voice of All", "Phyrexian Revoker", "Mystic Remora", "Argothian Enchantress", "Jump",
    "Travel Preparations", "Luminarch Aspirant", "Tragic Slip", "Pithing Needle", "Gray Merchant of Asphodel",
    "Tymna the Weaver", "Thrasios, Triton Hero", "Skithiryx, the Blight Dragon", "Mana Leak", "Daze",
    "Skullclamp", "Beast Within", "Deathrite Shaman", "Black Knight", "Notion Thief",
    "Divination", "Frogmite", "Ninja of the Deep Hours", "Concordant Crossroads", "Thalia, Heretic Cathar",
    "Briarpack Alpha", "Vigor", "Chaos Warp", "Blasphemous Act", "Prossh, Skyraider of Kher", "Treachery", "Propaganda", "Ghostly Prison", "Rampaging Baloths", "Mirran Crusader", "Cyclonic Rift",
    "Disrupt Decorum", "Grave Titan", "Cackling Counterpart", "Helm of the Host", "Boros Reckoner", "Relentless Rats",
    "Progenitus", "Blightsteel Colossus", "Guttersnipe", "Grave Pact", "Dictate of Erebos",
    "Temur Battle Rage", "Flame Slash", "Secure the Wastes", "Drogskol Reaver", "Swiftfoot Boots",
    "Brazen Borrower // Petty Theft",
    "Archangel of Thune", "Boros Charm", "Innocent Blood",
    "Knight of Meadowgrain", "Titanic Growth",
    "Prey Upon", "Tireless Tracker", "Near-Death Experience", "Marsh Flats", "Jin-Gitaxias, Core Augur",
    "Charging Monstrosaur", "Quicksilver Gargantuan", "Thought-Knot Seer", "Fist of Suns", "Twisted Image", "Crusade", "Mind Stone", "Kaalia of the Vast", "Ainok Tracker",
    "Drannith Magistrate", "Kamahl's Druidic Vow", "Brineborn Cutthroat", "Ruthless Instincts", "Torment of Venom",
    "Embercleave", "Den Protector", "Agadeem's Awakening // Agadeem, the Undercrypt", "Teysa Karlov", "Command Tower",
    "Moment of Heroism", "Borderland Marauder", "Elvish Warrior", "Teferi, Time Raveler", "Opt",
    "Murderous Rider // Swift End", "Fiery Emancipation", "Korvold, Fae-Cursed King", "Lurrus of the Dream-Den",
    "Chandra, Acolyte of Flame", "Atog", "Uro, Titan of Nature's Wrath", "Kenrith's Transformation", "Arcbound Ravager",
    "Temple of Malady", "Yarok, the Desecrated", "Goblin Electromancer", "Exclude", "Chainer's Edict", "Fatal Push",
    "Lightning Axe", "Arena", "Lotus Cobra", "Walking Ballista", "Collected Company", "Hangarback Walker",
    "Zendikar Resurgent", "Wasteland", "Ancient Den", "Kaervek the Merciless", "Muldrotha, the Gravetide",
    "Animar, Soul of Elements", "Narset, Enlightened Master", "Sphere of Resistance", "Ponder", "Meren of Clan Nel Toth",
    "Chalice of the Void", "Mutagenic Growth", "Mox Sapphire", "Daze", "Infernal Tutor", "Lion's Eye Diamond", "Exquisite Blood",
    "Karakas", "Witch's Oven", "Lovestruck Beast // Heart's Desire", "Maddening Cacophony", "Cavalier of Night",
    "Elspeth Conquers Death", "Gideon Blackblade", "Liliana's Triumph", "Urza's Tower", "Urza's Mine",
    "Urza's Power Plant", "Gurmag Angler", "Treasure Cruise", "Ancestral Vision", "Stonecoil Serpent",
    "Hushbringer", "Shark Typhoon", "Zenith Flare", "Deflecting Swat", "Heliod, Sun-Crowned", "Archpriest of Iona",
    "Extinction Event", "Dream Trawler", "Kraum, Ludevic's Opus", "Kathril, Aspect Warper", "Kalamax, the Stormsire",
    "Beetleback Chief", "Lightning Strike", "Worm Harvest",
    "Ripjaw Raptor", "Phyrexian Obliterator", "Heartless Act", "Kroxa, Titan of Death's Hunger", "Teferi, Master of Time", "Cranial Plating", "Cling to Dust", "Heliod, Sun-Crowned",
    "Baloth Gorger", "Gift of Growth", "Steel Leaf Champion", "Fierce Witchstalker", "Scorching Dragonfire", "Domri, Anarch of Bolas", "Liliana, Dreadhorde General", "Kaya's Wrath", "Urza's Ruinous Blast",
    "Casualties of War", "Wayward Swordtooth",
    "Uro, Titan of Nature's Wrath", "Kroxa, Titan of Death's Hunger", "Yorion, Sky Nomad", "Hushbringer", "Fires of Invention", "Lurrus of the Dream-Den", "Spectral Sailor", "Jegantha, the Wellspring", "Quench", "Gilded Goose", "Witch's Oven", "Glass Casket", "Hydroid Krasis", "Obosh, the Preypiercer", "Teferi, Master of Time", "The Akroan War", "Wicked Wolf", "Tale's End", "Absorb", "Remand", "Death's Shadow", "Kenrith, the Returned King", "Collected Company", "Fatal Push", "Changeling Outcast", "Kaheera, the Orphanguard", "Gyruda, Doom of Depths", "Snake Umbra", "Brazen Borrower // Petty Theft", "Murderous Rider // Swift End", "Skyclave Cleric // Skyclave Basilica", "Agadeem's Awakening // Agadeem, the Undercrypt",
    "Murderous Redcap", "Mana Drain", "Domri's Ambush", "Winota, Joiner of Forces", "Tajic, Legion's Edge",
    "Thassa's Oracle", "Edgewall Innkeeper", "Etali, Primal Storm", "Tropical Island", "Isochron Scepter",
    "Emeria's Call // Emeria, Shattered Skyclave", "Street Wraith", "Fireball", "Hellrider", "Ninja of the Deep Hours",
    # round 43
    "Terror", "Teferi, Hero of Dominaria", "Rolling Thunder", "Call of the Herd", "Astral Slide", "Lightning Rift",
    "Barren Moor", "Lord of Atlantis", "Phyrexian Negator", "Blastoderm", "Su-Chi", "Grasp of Darkness",
    "Siege-Gang Commander", "Goblin Lackey", "Hurloon Minotaur", "Palace Sentinels", "Gitaxian Probe", "Juzám Djinn",
    "Stoneforge Mystic", "Cancel", "Panic", "Insist", "Black Vise", "Ram Through",
    "Dread Cacodemon", "Painter's Servant", "Leyline Tyrant", "Swamp", "Crucible of Worlds",
    # round 44
    "Heritage Druid", "Tendrils of Agony", "Ensnaring Bridge", "Cauldron Familiar", "Thespian's Stage", "Dark Depths",
    "Stubborn Denial", "Primeval Titan", "Nissa, Who Shakes the World", "Emrakul, the Promised End", "Hydroblast",
    "Pyroblast", "Bridge from Below", "Narcomoeba", "Cabal Therapy", "Carrion Feeder", "Spell Queller", "Supreme Verdict",
    # round 45
    "Mutavault", "Pyroclasm", "Sword of Fire and Ice", "Sakura-Tribe Elder", "Karn Liberated", "Wurmcoil Engine",
    "Heliod, Sun-Crowned", "Wall of Omens", "Gurmag Angler", "Jace, the Mind Sculptor", "Teferi, Hero of Dominaria",
    "Emrakul, the Aeons Torn", "Sneak Attack", "Shock", "Dark Confidant", "Brazen Borrower // Petty Theft",
    "Snapcaster Mage", "Living End", "Leyline of Sanctity", "Thoughtseize", "True-Name Nemesis", "Oko, Thief of Crowns",
    "Mishra's Workshop", "Walking Ballista", "Ancient Ziggurat", "Mox Amber", "Lotus Field",
    "Beanstalk Giant // Fertile Footsteps", "Recurring Nightmare", "Grafdigger's Cage", "Faithless Looting",
    "Kroxa, Titan of Death's Hunger", "Priest of Gix", "Drannith Magistrate", "Think Twice", "Mana Drain",
    "Nexus of Fate", "Lurrus of the Dream-Den", "Yorion, Sky Nomad",
    # round 46
    "Lightning Greaves", "Swiftfoot Boots", "Llanowar Elves", "Goblin Welder", "Scavenging Ooze",
    "Ugin, the Spirit Dragon", "All Is Dust", "Tarmogoyf", "Griselbrand", "Animate Dead", "Swords to Plowshares",
    "Grand Abolisher", "Evolving Wilds", "Cursed Totem", "Ashnod's Altar", "Viscera Seer", "Null Rod",
    "Linvala, Keeper of Silence", "Mother of Runes", "Maze of Ith", "Giant Growth", "Grizzly Bears", "Clone",
    "Unsummon", "Library of Alexandria", "Ancestral Recall", "Timetwister", "Thirst for Meaning", "Damping Matrix",
    "Krosan Grip", "Azorius Signet", "Disrupt Decorum", "Cyclonic Rift", "Murder", "Treachery", "Ram Through",
    "Carnage Tyrant", "Mirror Gallery", "Thalia, Guardian of Thraben", "Lovestruck Beast // Heart's Desire",
    "Uro, Titan of Nature's Wrath", "Lurrus of the Dream-Den", "Foulmire Knight // Profane Insight",
    "Narset, Parter of Veils", "Chart a Course", "Embercleave", "The Great Henge", "Toxic Deluge",
    "Avacyn, Angel of Hope", "Stormbreath Dragon", "Mutavault", "Control Magic", "Questing Beast", "Fling",
    "Kitchen Finks", "Teferi, Time Raveler", "Heartless Act", "Edgewall Innkeeper", "Bonecrusher Giant // Stomp",
    "Kenrith, the Returned King", "Thragtusk", "Paladin en-Vec", "Brute Force", "Lightning Bolt",
    "Ninja of the Deep Hours", "Chord of Calling", "Skullclamp", "Sakashima of a Thousand Faces", "Dryad Arbor",
    "Swords to Plowshares", "Banishing Light", "Ambush Viper", "Felidar Sovereign",
    # round 47
    "Goblin Bombardment", "Exalted Angel", "Helm of Awakening", "Gaea's Blessing", "Wild Mongrel", "Lure",
    "Spell Blast", "Fireball", "Cabal Ritual", "Krenko, Mob Boss", "Sol Ring", "Young Pyromancer", "Aether Vial",
    "Blood Moon", "Ancestral Vision", "Chalice of the Void", "Prized Unicorn", "Glimpse the Unthinkable", "Taiga",
    "Avalanche Riders", "Thespian's Stage", "Red Elemental Blast", "Propaganda", "Pyroclasm",
    "Murmuring Bosk", "Bloodghast", "Unsummon",
    # round 48
    "Ifh-Bíff Efreet", "Lethal Vapors", "Arclight Phoenix", "Kunoros, Hound of Athreos", "Ivory Tower",
    "Rhonas the Indomitable", "Hieroglyphic Illumination", "Assassin's Trophy",
    "Channeler Initiate", "Lost in Thought", "Flailing Manticore",
    # round 49
    "Lotus Bloom", "Mental Misstep", "Dualcaster Mage", "Veil of Summer", "Jace, Vryn's Prodigy // Jace, Telepath Unbound", "Tainted Pact",
    # round 50
    "Midnight Reaper", "Shock", "Adanto Vanguard", "Dismember", "Krosan Grip", "Deathrite Shaman", "Stifle",
    "Fork", "Spark Double", "Uro, Titan of Nature's Wrath", "Leyline of the Void", "Darksteel Colossus", "Diabolic Edict",
    "Swords to Plowshares", "Mother of Runes", "Kalitas, Traitor of Ghet", "Fatal Push", "Teferi, Time Raveler", "Opt",
    "Censor", "Kor Skyfisher", "Elvish Visionary", "Chainer's Edict", "Rite of Replication", "Rafiq of the Many",
    "Ensnaring Bridge", "Thalia, Guardian of Thraben", "Terminus", "Aether Vial", "Chalice of the Void", "Ghostly Prison",
    "Platinum Angel", "Lava Spike", "Sigarda, Host of Herons", "Tarmogoyf", "Sudden Shock", "Carnage Tyrant",
    "Solemn Simulacrum", "Relentless Rats", "Lightning Bolt", "Cyclonic Rift", "Narset, Parter of Veils",
    "Blighted Agent", "Groundswell", "Innocent Blood", "Chulane, Teller of Tales", "Prophetic Flamespeaker",
    "Deep Analysis", "Stone Rain", "Voidmage Prodigy", "Grizzly Bears", "Blightsteel Colossus", "Rest in Peace",
    "Mizzium Mortars", "Elder Deep-Fiend", "Angel's Grace", "Lava Axe", "Sol Ring", "Bonecrusher Giant // Stomp", "Mana Leak",
    # round 51
    "Pelakka Wurm", "Gorgon Flail", "Wall of Roots", "Rampaging Baloths", "Centaur Courser", "Searing Spear",
    "Knight of Meadowgrain", "Garruk's Horde", "Kiora, the Crashing Wave", "Glissa, the Traitor", "Titanic Bulvox",
    "Dictate of the Twin Gods", "Thundering Tanadon", "Prey Upon", "Typhoid Rats", "Baloth Null", "Colossal Dreadmaw",
    "Boggart Brute", "Watchwolf", "Benalish Marshal", "Doom Blade", "Safehold Elite", "Boggart Ram-Gang",
    "Vulshok Morningstar", "Apostle's Blessing", "Bonesplitter", "Banefire", "Reverberate", "Niv-Mizzet Reborn",
    "Hand of Silumgar", "Darksteel Gargoyle", "Kitchen Finks", "Glorious Anthem", "Ravenous Chupacabra",
    "Claim the Firstborn", "Otherworldly Journey", "The Ur-Dragon", "Fist of Suns", "Act of Treason", "Child of Night",
    "Vampire Nighthawk", "Heat Shimmer", "Cackling Counterpart", "Serra Angel", "Hill Giant", "Jace Beleren",
    "Gifted Aetherborn", "Mirror Gallery", "Isamaru, Hound of Konda", "Brainstorm", "Jace, Architect of Thought",
    "Beast Within", "Sphere of Resistance",
    # round 52
    "Flicker", "Harm's Way", "Pariah", "Snap", "Thorn of the Black Rose", "Redirect", "Atla Palani, Nest Tender",
    "Royal Assassin", "Epic Confrontation", "Unnatural Aggression", "Spectra Ward", "Pariah's Shield", "Misdirection",
    "Gratuitous Violence",
    # round 53
    "Tropical Island", "Volcanic Island", "Kessig Wolf Run", "Vendilion Clique", "Geist of Saint Traft",
    "Arcbound Worker", "Claustrophobia", "Giver of Runes", "Kalonian Hydra", "Bone Splinters", "Hero's Downfall",
    # round 54
    "Spike Feeder", "Servant of the Scale", "Lhurgoyf", "Liliana, the Last Hope", "Disallow",
    "Sky Terror", "Arboreal Grazer", "Agent of Treachery", "Rhystic Study", "Kitesail Freebooter", "The Ozolith",
    "Declaration in Stone", "Pelt Collector", "Through the Breach", "Serra Avatar", "The Chain Veil",
    # round 55
    "Melira, Sylvok Outcast", "Yawgmoth, Thran Physician", "Murderous Rider // Swift End", "Merciless Eviction",
    "Settle the Wreckage",
    # round 56
    "Chromatic Sphere", "Clever Impersonator", "Breeding Pool", "Conclave Mentor", "Torrential Gearhulk",
    "Lithoform Engine", "Flooded Strand", "Thalia, Heretic Cathar", "Ulamog, the Ceaseless Hunger",
    # round 57
    "Silklash Spider", "Omnath, Locus of Creation", "Anafenza, the Foremost", "Remove",
    # round 58
    "Arc Trail", "Drudge Skeletons", "Flicker of Fate", "Dromoka's Command", "Urza, Lord High Artificer",
    "Spider Umbra", "Darksteel Plate", "Mending Hands",
    # round 59
    "Glen Elendra Archmage", "Eternal Witness", "Emerald Medallion", "Heartfire Immolator", "Sheoldred, Whispering One",
    # round 60
    "Spell Pierce", "Forbidden Orchard", "Butcher of Malakir",
    # round 61
    "Baral, Chief of Compliance", "Treetop Village", "Vizier of Remedies",
    # round 62
    "Kalitas, Traitor of Ghet", "Llanowar Elves", "Krenko, Mob Boss", "Torbran, Thane of Red Fell",
    "Monastery Swiftspear", "Goblin Guide", "Counterspell", "Mana Leak", "Tarmogoyf", "Negate", "Natural Order",
    "Ghalta, Primal Hunger", "Stifle", "Glorious Anthem", "Shock", "Healing Salve", "Treasure Cruise", "Power Sink",
    "Mirror Gallery", "Geist of Saint Traft", "Krosan Grip", "Clone", "Geralf's Messenger", "Threaten",
    "Viscera Seer", "Murderous Redcap", "Sower of Temptation", "Carrion Feeder", "Reverberate", "Fling",
    "Lightning Bolt", "Gurmag Angler", "Felidar Sovereign", "Journey to Nowhere", "Echoing Truth", "Akrasan Squire",
    "Circle of Protection: Red", "Skullcrack", "Rhystic Study", "Hill Giant", "Phantasmal Image", "Syncopate",
    "Moment's Peace", "Typhoid Rats", "Thalia, Guardian of Thraben", "Goblin Electromancer", "Rancor",
    "Act of Treason", "Force of Will", "Ponder", "Giant Growth", "Parallel Lives",
    # round 63
    "Sakashima the Impostor", "Colossus Hammer", "Mox Opal", "Vault Skirge", "Vapor Snag", "Gut Shot",
    "Champion of the Parish", "Cavern of Souls", "Gatekeeper of Malakir", "Fangren Marauder", "Shatterstorm",
    "Skewer the Critics", "Thunderbreak Regent", "Sudden Shock", "Burnished Hart", "Meren of Clan Nel Toth",
    "Ulamog's Crusher", "Disenchant", "Murderous Cut", "Dissipate", "Honor of the Pure", "Savannah Lions",
    # round 64
    "Cartel Aristocrat", "Grim Haruspex", "Cruel Celebrant", "Endless One", "Kiln Fiend", "Elvish Mystic",
    "Combust", "Divine Presence", "Curse of Bloodletting", "Hornet Queen", "Kaya's Ghostform", "Rush of Adrenaline",
    "Zacama, Primal Calamity", "Pitiless Gorgon", "Samite Healer",
    "Poison-Tip Archer", "Deathgreeter", "Confiscate", "Nature's Claim", "Trickbind",
    "Darksteel Forge", "Vandalblast", "Akroma's Memorial",
    "Leyline of Singularity", "Goblin Instigator", "In Bolas's Clutches", "Vedalken Shackles",
    "Maul of the Skyclaves", "Broken Wings", "Curse of the Swine", "Delaying Shield", "Vampire Cutthroat",
    "Frontline Devastator", "Sensei Golden-Tail", "Enthralling Victor",
    "Wretched Gryff", "Dominate", "Yawgmoth's Will",
]  # fmt: skip


def load_cards(names: list[str]):
    """The named cards from the bundled card file, as `judge ingest` reads them."""
    from ingest.cards import load_card_file

    wanted = set(names)
    cards = [card for card in load_card_file(CARD_FILE) if card.name in wanted]
    assert {card.name for card in cards} == wanted
    return cards


@pytest.fixture(scope="session")
def card_store(tmp_path_factory, book):
    from ingest.align import align_page
    from ingest.spanish_page import parse_spanish_page
    from ingest.store import RuleStore, write_store

    translations = [
        t for page in sorted(PAGES.glob("es-*.txt")) for t in align_page(parse_spanish_page(page), book).translations()
    ]
    path = tmp_path_factory.mktemp("card-store") / "rules.sqlite"
    write_store(path, book, translations, load_cards(CARDS))
    return RuleStore(path)


_MATCHERS: dict[int, object] = {}


def card_finder(store):
    """question → the cards it names, found as the service finds them (index.cards.CardMatcher)."""
    from index.cards import CardMatcher

    matcher = _MATCHERS.setdefault(id(store), CardMatcher.from_store(store))
    return lambda question: [mention.card for mention in matcher.find(question)]  # type: ignore[attr-defined]


@pytest.fixture(scope="module")
def ask(card_store):
    """question (, lang) → (its frame, the reasoners' verdict or None), cards found as the service finds them."""
    from answer import reasoners
    from answer.analysis import analyse

    names = card_finder(card_store)

    def run(question: str, lang: str = "en"):
        frame = analyse(question, lang, names(question))
        return frame, reasoners.run(frame, card_store)

    return run
