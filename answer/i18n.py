"""Framing text of answers in English and Spanish: the only words the extractive composer writes itself."""

from __future__ import annotations

import re

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "rules": "The rules",
        "affinity.delve": "{total} mana ({cost}): with {n} cards in the graveyard, delve can pay {paid} of {card}'s ({printed}) generic mana, one exiled card for each {{1}} and never its colored mana, so you pay {cost}.",
        "timing.sorcery_time_ok": "{card} lets its controller's opponents cast spells only when they could cast a sorcery: in their own main phase with the stack empty, which is exactly then.",
        "sickness.the_land": "The land",
        "affinity.cost_power": "{total} mana ({cost}): {card} ({printed}) costs {{X}} less, X being the greatest power among your creatures, and the reduction only takes away generic mana, so with {n} power you pay {cost}.",
        "adventure.not_permanent": "Cast as an Adventure, only {face}'s own characteristics count, and it is {kind}, not a permanent spell, so {card} doesn't let you cast it.",
        "adventure.kind_sorcery": "a sorcery",
        "adventure.kind_instant": "an instant",
        "devotion.theirs_told": "Their devotion is {n}, less than {needed}, so {card} isn't a creature.",
        "ability_lock.not_bound_owner": "{lock} binds only what its controller's opponents control, so it doesn't stop {card}, which {lock}'s controller holds.",
        "ability_lock.not_bound_turn": "{lock} binds only its controller's opponents, and only during its controller's turn, so it doesn't stop {card} here.",
        "ability_lock.kind_planeswalker": "a planeswalker",
        "ability_lock.kind_land": "a land",
        "ability_lock.kind_enchantment": "an enchantment",
        "ability_lock.kind_creature": "a creature",
        "ability_lock.kind_artifact": "an artifact",
        "ability_lock.free": "{card} is {kind}, not a type {lock} names, so its abilities can still be activated.",
        "ability_lock.locked": "{card} is {kind}, so {lock} stops its activated abilities.",
        "colored_only.swept": "{card} is colored (it has a colored mana symbol in its cost), so {effect} takes it.",
        "colored_only.too_big": "{card}'s mana value is {mv}, more than {n}, so {effect}'s −X doesn't exile it.",
        "colored_only.exiled": "{card} is colored and its mana value is {mv}, {n} or less, so {effect}'s −X exiles it.",
        "colored_only.spared": "{card} is colorless (no colored mana symbol in its cost), and {effect}'s effect touches only permanents that are one or more colors, so it stays.",
        "targets.both_needed": "{name}'s ability does nothing: it acts only if both its targets are still legal as it resolves, and one of them is gone.",
        "targets.equip_move": "Equip targets only the creature {card} is being attached to; the creature wearing it now isn't a target, so its shroud or hexproof doesn't stop the move.",
        "cast_lock.hand_only": "{card} lets its controller's opponents cast spells only from their hands, and flashback or escape casts the card from the graveyard: the “can't” wins over that permission.",
        "cast_lock.ability": "{card} stops only casting spells from the graveyard; unearth, embalm and scavenge are activated abilities, not casts, so they still work.",
        "cast_lock.cast": "{card} says spells can't be cast from graveyards, and flashback, escape, jump-start and retrace all cast the card from the graveyard: the “can't” wins over that permission.",
        "timing.sorcery_ability": "{card}'s ability can be activated only as a sorcery: in your main phase, with an empty stack — never in response or on another player's turn.",
        "choose_color.among_colorless": "{card} adds mana only of a color among your legendary creatures and planeswalkers, and {legends} is colorless: colorless isn't a color, so it adds no mana.",
        "restricted_mana.x_too": "Its X is part of that cost, paid as it is cast.",
        "restricted_mana.ability_ok": "{source}'s mana can also be spent to activate abilities of {card}'s kind.",
        "restricted_mana.no_abilities": "{source}'s mana can be spent only to cast {kinds} spells, not to activate abilities.",
        "restricted_mana.not_abilities": "{source}'s mana can be spent only to cast spells, not to activate abilities such as {card}'s.",
        "restricted_mana.cast_no": "{source}'s mana can be spent only to cast {kinds} spells, and {card} isn't one.",
        "restricted_mana.cast_ok": "{source}'s mana can be spent only to cast {kinds} spells, and {card} is one: it pays any part of casting it.",
        "targets.from_you": "{card} has protection from you, the chosen player: nothing you control can target it, and damage from your sources to it is prevented.",
        "flashback.one_alternative": "Flashback is already an alternative cost, and only one alternative cost can be applied to a spell: you can't cast {card} with flashback by paying another alternative cost instead.",
        "flashback.sorcery_timing": (
            "Flashback from {giver} changes only where the sorcery is cast from, not when: a sorcery can be cast only "
            "in a main phase of your own turn while the stack is empty."
        ),
        "flashback.unpayable": "{card} has no mana cost, so the flashback cost {giver} gives it is unpayable: it can't be cast that way.",
        "flashback.other_cost": "{giver} gives {card} flashback with a cost equal to its mana cost, {cost}: that is what you pay to cast it from your graveyard.",
        "flashback.its_cost": "{giver} gives {card} flashback with a cost equal to its mana cost, {cost}: you cast it from your graveyard by paying {cost} instead of its mana cost.",
        "claims.wrong": "They're wrong.",
        "claims.right": "They're right.",
        "loyalty.new_walker": "{card} can use a loyalty ability the turn it enters: summoning sickness limits only creatures' {{T}} abilities and attacks, and a loyalty ability needs only your main phase, an empty stack and no other loyalty activation of it that turn.",
        "blocking.defender": "Defender only stops a creature from attacking; it can block as usual.",
        "devotion.theirs_not_creature": "Their devotion is only {n} ({parts}), less than {needed}, so {card} isn't a creature: it can't be targeted or destroyed as a creature, and it can't attack or block.",
        "legend.neither": "Neither of you.",
        "cast_during.now": "{card}'s ability lets the card be cast while the ability resolves, so it is cast then and there, whatever its type's usual timing (a sorcery too, on any turn); it can't be kept for later.",
        "command.stolen_stays": "Gaining control of your commander doesn't move it: it stays on the battlefield under their control, and only a commander put into a graveyard or exile (or its owner's hand or library) can go to the command zone.",
        "starting_life.commander": "in Commander each player sets their life total to 40 at the start of the game.",
        "starting_life.brawl_two": "in a two-player Brawl game each player starts at 25 life.",
        "starting_life.brawl_multi": "in a multiplayer Brawl game each player starts at 30 life.",
        "starting_life.two_headed": "in Two-Headed Giant each team shares one life total, which starts at 30.",
        "graveyard_copies.tokens": "{n}: each of the {copies} copies of {card} in your graveyard triggers on its own when the nontoken creature goes to your graveyard, and each makes its {token} token.",
        "color_checked.nothing": "{other} isn't {color}: {card} may target it, but as it resolves “if it's {color}” is false, so it does nothing to it.",
        "color_checked.works": "{other} is {color}, so {card} does what it says to it as it resolves.",
        "color_checked.aim_matches": "{card} targets any spell or permanent, and {other} is {color}, so it can be aimed at it and works on it as it resolves.",
        "color_checked.aim": "{card} targets any spell or permanent: “if it's {color}” is checked only as it resolves, so it can be aimed at {other}, and then does nothing to it.",
        "not_cast.living_weapon": "Living weapon is an enters-the-battlefield trigger: {card} makes its Germ token however it enters, cast or put onto the battlefield by {how}.",
        "loyalty.unpreventable": "{card}'s damage can't be prevented, so {name}'s prevention doesn't stop it.",
        "mv.limit_put": "{name} ({cost}) has mana value {n}; {spell} puts only creature cards “{limit}”.",
        "soft_counter.ferocious_soft": "{card}'s controller has no creature with power 4 or greater as it resolves, so ferocious doesn't apply: it counters the spell only unless you pay, and you choose to pay as it resolves.",
        "soft_counter.ferocious_hard": "{card}'s ferocious applies as it resolves: its controller controls a creature with power 4 or greater, so it counters the spell outright and there's nothing to pay.",
        "pay_life.before_effect": "At {life} life you can pay {n} life, but it leaves you at 0: state-based actions are checked before anyone gets priority, so you lose the game before the spell or ability resolves.",
        "exile_instead.damage_exile": "{spell} exiles a creature it dealt damage to that would die this turn instead: {card} never dies or reaches the graveyard, so nothing brings it back from there.",
        "costs.delve_increase": "{left} mana ({rest}): {card} makes {spell} cost {cost}, and delve pays {paid} of that generic mana with the {delved} cards exiled (it never pays colored mana).",
        "hand_gate.stopped": "{card} stops a creature whose power is greater than the number of cards in its controller's hand: power {power} against a hand of {cards} is greater, so it can't attack.",
        "hand_gate.attack": "{card} stops only a creature whose power is greater than the number of cards in its controller's hand: power {power} against a hand of {cards} is not greater, so it can attack.",
        "storm.life_original_countered": "{total} life: storm copies {card} once for each of the {n} spells cast before it this turn, and the copies aren't touched by countering the original, so only the {n} copies each make the player lose {each}.",
        "storm.life": "{total} life: storm copies {card} once for each of the {n} spells cast before it this turn, so the original and {n} copies each make the player lose {each}.",
        "hand.over_seven": "During the turn a player may hold any number of cards; only in the cleanup step of their own turn do they discard down to their maximum hand size, normally seven.",
        "mv.x_rule": "In any zone but the stack, an {{X}} in a mana cost counts as 0 for the mana value; on the stack it is the number chosen for it.",
        "mulligan.loser_is_you": "you lost the last game, so you choose.",
        "mulligan.loser_is_them": "you won the last game, so your opponent chooses.",
        "mulligan.draw_same_chooser": (
            "The same player who made that choice in the drawn game: after a draw there is no loser, so whoever chose "
            "who took the first turn in that game chooses again."
        ),
        "mulligan.loser_chooses": "In a match of several games, the loser of the previous game chooses who takes the first turn (play or draw).",
        "leaves.concede_any_time": "A player can concede the game at any time, even with a spell or ability on the stack: they leave the game at once and lose it.",
        "targeted_trigger.untargeted": "{spell} doesn't use the word “target”, so it doesn't target {watcher}: {watcher}'s ability, which triggers only when it becomes the target of a spell, doesn't trigger.",
        "survival.survives_lethal_indestructible": "{name} survives: it gets -{n}/-{n} and keeps toughness {left}, so the damage already marked on it is lethal damage now, but lethal damage only destroys, and {name} is indestructible.",
        "survival.survives_shrunk": "{name} survives: it gets -{n}/-{n} and keeps toughness {left} (a {pt} now), more than 0; only toughness 0 or less puts it into the graveyard, destroyed or not.",
        "storm.mill": "{total} cards: storm copies {card} once for each of the {n} spells cast before it this turn, so the original and {n} copies each mill {each}.",
        "choose_color.not_a_color": "When {card} asks for a color, it must be one of the five: white, blue, black, red or green. Colorless (and multicolored) is not a color, so it can't be chosen.",
        "not_cast.tokens": "It makes all {n} tokens.",
        "not_cast.enters_anyway": "{card}'s enters ability triggers when it enters the battlefield, however it got there: cast or not, it still triggers.",
        "targeted_trigger.first": "{spell} targets {watcher}, so {watcher}'s ability triggers as {spell} is cast, whoever casts it, and goes on the stack above it: it resolves first (“{effect}”), even if {spell} is going to kill {watcher}.",
        "lifelink.first_theirs": "The creature hitting you has first strike, so its {damage} damage comes in the first combat damage step, before {card}'s lifelink: you go from {start} to {end} and lose as a state-based action before any life is gained.",
        "mid_resolution.alive": (
            "You go from {start} to {low} and then to {end} while the spell resolves, but state-based actions are "
            "checked only when a player would receive priority, after it has finished resolving: by then you are at "
            "{end}, so you don't lose."
        ),
        "any_player.can_each": (
            "{card}'s abilities that say “Any player may activate this ability.” may be activated by any player, "
            "whoever controls {card}: only an object's controller may activate its abilities unless the object says "
            "otherwise, and these do."
        ),
        "any_player.can": (
            "{card} says “Any player may activate this ability.”: only an object's controller may activate its "
            "abilities unless the object says otherwise, and this one does, so any player may pay the cost and "
            "activate “{ability}”, whoever controls {card}."
        ),
        "from_library.yes": (
            "{card}'s ability triggers only when it is put into your graveyard from your library, and milling it "
            "does just that: it triggers."
        ),
        "from_library.no_hand": (
            "{card}'s ability triggers only when it is put into your graveyard from your library; discarded, it goes "
            "there from your hand, so it doesn't trigger."
        ),
        "from_library.no_stack": (
            "{card}'s ability triggers only when it is put into your graveyard from your library; countered, it goes "
            "there from the stack, so it doesn't trigger."
        ),
        "lure.must": (
            "{lure} makes every creature able to block {lured} do so, and {blocker} is able to: it must block {lured}."
        ),
        "lure.cant": (
            "{lured} has flying and {blocker} has neither flying nor reach, so {blocker} isn't able to block it and "
            "the requirement doesn't apply to it."
        ),
        "lure.flier_blocks": "A creature with flying can block one without flying.",
        "echo.first": (
            "Echo triggers at the beginning of your first upkeep after the permanent came under your control: pay "
            "its echo cost then or sacrifice it."
        ),
        "echo.once": (
            "Echo triggers only in the first upkeep after the permanent came under your control; once that upkeep has "
            "passed it doesn't trigger again, so there is nothing more to pay (unless it comes under your control "
            "again)."
        ),
        "lifelink.trigger_late": (
            "{card} gains you life with a triggered ability, not lifelink: the combat damage takes you from {start} to "
            "{end}, and state-based actions make you lose before that trigger is even put on the stack."
        ),
        "lifelink.first_mine": "{card} has first strike, so its damage and the {n} life from lifelink come in the first combat damage step: you go from {start} to {start_gain} before the {damage} damage arrives, and end at {end}.",
        "command.hand_only_zone": "{card} lets its controller's opponents cast spells only from their hands; a permission to cast from anywhere else doesn't get past that “can't”.",
        "sac_trigger.after_spell": "The sacrifice happens while {spell} is resolving, and {watcher}'s ability waits to be put on the stack until a player would next receive priority, after {spell} has finished: it can't resolve in the middle.",
        "sac_trigger.before_spell": "The sacrifice for {spell} is paid while it is being cast, so {watcher}'s ability triggers then and goes on the stack on top of {spell} as soon as a player would receive priority: it resolves first.",
        "deck.combined": "The four-card limit counts the deck and the sideboard together: that is {n} copies of the card.",
        "ninjutsu.bonus_stays": (
            "The Ninja doesn't get it: exalted's and similar \"until end of turn\" bonuses apply to the creature they "
            "were given to, and that creature went back to your hand; the Ninja is a different object."
        ),
        "ninjutsu.blocked": "Ninjutsu returns an unblocked attacking creature, and a creature that was blocked stays blocked even if its blocker is removed, so it can't be returned for ninjutsu.",
        "moon.type_lost": "With {moon} out, {land} is only a Mountain: a land whose subtype an effect sets loses its old land types, so it is no {type} and {card}'s alternative cost can't be paid.",
        "mana_empties.lost": "Unspent mana doesn't keep: each player's mana pool empties at the end of each step and phase, so mana made now is gone before a later step, phase or turn.",
        "damage_trigger.still": "{card}'s ability triggers on the damage itself, so it triggers and resolves even though {card} died from it, with all {n} damage counted: “{effect}” means {n}.",
        "evasion.the_creature": "The creature with {walk}",
        "face_down.no_response": "Turning a face-down creature face up is a special action: it doesn't use the stack, so there is nothing to respond to, and by the time anyone gets priority it is already face up.",
        "targets.evenly_left": "{name}'s damage is divided as it resolves, among the targets still legal only, so the one left is dealt all {n}.",
        "devotion.told": "Your devotion is {n}, as you say.",
        "mv.land_face": "On the battlefield a modal double-faced permanent has only the characteristics of its face-up side, and {face} is a land with no mana cost, so its mana value is 0 whatever the other face costs; {spell} asks for “{limit}”.",
        "repl.odd": "odd",
        "repl.even": "even",
        "repl.parity_missed": "{source} deals {amount} damage: its mana value as it deals the damage is {n}, which is {parity}, so {card}'s doubling doesn't apply.",
        "not_cast.the_creature": "the creature",
        "not_cast.a_counterspell": "a counterspell",
        "not_cast.nothing_to_counter": (
            "{how} puts {card} onto the battlefield without casting it, so it is never a spell on the stack: "
            "{spell} has nothing to counter."
        ),
        "not_cast.cast_enters": (
            "It enters: cast and resolved, the creature enters the battlefield as usual; {card} exiles only a nontoken "
            "creature that would enter without having been cast."
        ),
        "not_cast.cost_unpaid": (
            "{how} puts {card} onto the battlefield without casting it, so its cost, and anything that reduces or "
            "adds to it, is never determined or paid: that happens only when a spell is cast."
        ),
        "not_cast.watcher": "{how} puts {card} onto the battlefield without casting it, so {watcher}'s “whenever you cast” ability doesn't trigger.",
        "devotion.without": "{card} is no longer on the battlefield when its ability resolves, so its own mana symbols don't count.",
        "devotion.no_win": "As {card}'s ability resolves, X is that devotion, {n}, fewer than the {left} cards left in the library: you don't win.",
        "devotion.wins": "As {card}'s ability resolves, X is that devotion, {n}, which is at least the {left} cards left in the library: you win the game.",
        "escaped.other_trigger": "{card}'s two enters abilities trigger together, and each resolves on its own even after {card} is sacrificed: “{effect}” still happens.",
        "sac_trigger.not_theirs": "Sacrificing {card} is a sacrifice, but {watcher} watches only sacrifices by the player it names, and this one was made by the other player.",
        "sac_trigger.fires": "Sacrificing {card} to pay its own ability's cost is a sacrifice like any other, so {watcher}'s ability triggers.",
        "needle.static": "{needle} stops only activated abilities; {card}'s restriction on casting is a static ability, which works all the time and isn't stopped by it.",
        "targets.no_bite": "{name} still resolves for its legal target, but its damage needs both creatures, the one dealing it and the one dealt it: with one of them an illegal target, that part of the effect doesn't happen, so no damage is dealt.",
        "strike_triggers.total_card": "That's {n} cards in all ({each} each time).",
        "strike_triggers.total_token": "That's {n} tokens in all ({each} each time).",
        "strike_triggers.total_counter": "That's {n} counters in all ({each} each time).",
        "strike_triggers.twice": "{creature} has double strike and isn't blocked, so it deals combat damage in both combat damage steps, and {source}'s trigger fires each time: twice.",
        "mv.drained_x": (
            "{card} adds {{C}} equal to {spell}'s mana value: on the stack X counts as the number chosen, so {cost} "
            "with X={x} is {n}; extra costs paid (such as Fireball's {{1}} for each target after the first) don't count."
        ),
        "mv.drained": "{card} adds {{C}} equal to {spell}'s mana value, which comes from its printed cost {cost}: {n}, whatever was actually paid to cast it (an alternative cost such as pitching or casting it for free doesn't change it).",
        "undying.damage": "{card} came back with {keyword} and a {kind} counter on it, so its power is {power}, and it deals damage equal to its power.",
        "targets.worn_protection": "{gear} gives {card} protection from {color}, so it can't be the target of spells or abilities from {color} sources: {source} is {color}, so it can't target {card}.",
        "alt_costs.nonbasic_ok": "{land} isn't a basic land, but it has the land type {type}, and the cost asks only for that type.",
        "command.flash": "{card} lets you cast spells as though they had flash, and that includes your commander from the command zone: any time you could cast an instant, on another player's turn or in response, paying the commander tax as usual.",
        "blink_tap.sick": "{card} comes back untapped, but as a new object that hasn't been under your control since your turn began: it has summoning sickness, so its {{T}} abilities can't be activated this turn.",
        "abilities.no_shuffle": "To the graveyard: {source} took away all of {name}'s abilities, including the one that would shuffle it into its owner's library instead, so nothing replaces it going to the graveyard (and it had no indestructible either).",
        "moon.granted_kept": "{moon} takes away only the abilities from a land's own rules text, not abilities another effect grants it: {card} still gives your lands its mana ability, so they tap for {{R}} or for any color.",
        "needle.all_stopped": "{needle} stops every activated ability of {card}, mana abilities included (unlike Pithing Needle, it makes no exception for them): none of them can be activated.",
        "delayed.it": "the creature",
        "delayed.token_copy": "the token copy of {card}",
        "landfall.two": (
            "2: {watcher}'s ability triggers once for each land that enters under your control — {fetch} when you play "
            "it, then the land it fetches."
        ),
        "delayed.next_turn": (
            'Not in this one: {source}\'s "at the beginning of the next end step" ability was created during this end '
            "step, after it began, so it triggers at the beginning of the next turn's end step."
        ),
        "delayed.sacrifice": "{source} sets up a delayed triggered ability that sacrifices {what} at the beginning of the next end step, so it doesn't stay.",
        "delayed.exile": "{source} sets up a delayed triggered ability that exiles {what} at the beginning of the next end step, so it doesn't stay.",
        "needle.any_name": "{needle} names a card as it enters, and the name of any card may be chosen, {card} included, whether or not it has activated abilities.",
        "needle.no_land": "{needle} asks for a nonland card name as it enters, and {card} is a land: its name can't be chosen.",
        "needle.sac_stopped": "{needle} stops {card}'s ability with a sacrifice in its cost: it doesn't add mana, so it isn't a mana ability and can't be activated (only {card}'s mana ability still can).",
        "needle.stopped": "{needle} stops {card}'s activated abilities: none of them adds mana without a target, so none is a mana ability.",
        "needle.mana": "{needle} stops only activated abilities that aren't mana abilities, and {card}'s ability adds mana without a target: it is a mana ability, so you can still activate it.",
        "mv.x_on_stack": "On the stack X is the {x} chosen for it; X counts as 0 only off the stack.",
        "draw_limit.cycled": "The card is still discarded (that's cycling's cost), but you draw nothing.",
        "draw_limit.own": "{card} limits only its controller's opponents, so your own draws aren't limited: {spell} draws all {n}, each a separate draw.",
        "draw_limit.none": "{card} lets that player draw only one card each turn, and they already drew this turn: every further draw is a separate draw, and each one simply doesn't happen.",
        "pitch.other_color": "{card} isn't {color}: a card's color comes from the mana symbols in its mana cost ({cost}), so it can't pay {pitcher}'s “exile a {color} card”.",
        "pitch.colorless": "{card} is colorless: a card's color comes from the mana symbols in its mana cost ({cost}), not from the mana it makes, so it can't pay {pitcher}'s “exile a {color} card”.",
        "pitch.yes": "{card} is {color}: its mana cost {cost} has a {color} mana symbol, so it can be exiled to pay {pitcher}'s alternative cost.",
        "choice_order.they_first": "Your opponent chooses first: it is their turn, so they are the active player, and when every player chooses at once the active player chooses first, then the others in turn order; then {card}'s cards all go at the same time.",
        "choice_order.active_first": (
            "The active player (whose turn it is) chooses first, then each other player in turn order, and then "
            "everything chosen happens at the same time."
        ),
        "choice_order.you_first": "You choose first: it is your turn, so you are the active player, and when every player chooses at once the active player chooses first, then the others in turn order; then {card}'s cards all go at the same time.",
        "targets.protected_type": "{card} has protection from {kind}s, and {source} is a {kind}: its abilities can't target {card} (and any damage it would deal to it is prevented).",
        "moon.still_nonbasic": "{n}: {moon} changes their land types, not their supertypes, so the {lands} lands are Mountains that are still nonbasic, and {card} counts them.",
        "moon.pays_mountains": "With {moon}, every nonbasic land is a Mountain, and {card}'s alternative cost asks only for Mountains, basic or not: your nonbasic lands pay it.",
        "moon.still_creature_too": "Its card types don't change, so it is still a creature.",
        "command.hand_only_mine": "{card} stops only its controller's opponents from casting spells from anywhere but their hands; you may cast your commander from the command zone as usual.",
        "life_threshold.more": "more",
        "life_threshold.less": "less",
        "life_threshold.fails": "{card}'s ability doesn't apply now: “{line}”, and {life} life is not {n} or {way}. It is checked all the time, so it applies as soon as the total reaches {n}.",
        "life_threshold.holds": "{card}'s ability applies now: “{line}”, and {life} life is {n} or {way}. It is checked all the time, so it stops applying as soon as the total moves past {n}.",
        "escaped.put": "{card} is sacrificed: {putter} puts it onto the battlefield without casting it, so it didn't escape, and its enters trigger makes you sacrifice it.",
        "escaped.not_escaped": "{card} is sacrificed: it wasn't cast with escape, so it didn't escape, and its enters trigger makes you sacrifice it.",
        "life_size.dies": "{card} is {size} with your life at {life}: with toughness 0 or less it is put into its owner's graveyard as a state-based action.",
        "life_size.size": "{card} is {size}: it gets -X/-X where X is your life total, now {life}, and X follows every change of life as it happens.",
        "counter_war.flashback_exiled": "{spell} is exiled: a spell cast with flashback is exiled instead of going anywhere else whenever it would leave the stack, and that beats {counter}'s return to its owner's hand.",
        "counter_war.to_hand": "{spell} goes back to its owner's hand: {counter} counters it and puts it into its owner's hand instead of into the graveyard, so it can be cast again.",
        "mutate.n_to_hand": "{n}: when a mutated permanent leaves the battlefield, each card in it goes to the new zone, so all {n} cards return to their owner's hand.",
        "mutate.no_mutate_trigger": '{card} never mutates: with its target gone it stops being a mutating creature spell and enters as a creature on its own, so its "whenever this creature mutates" ability doesn\'t trigger.',
        "companion.yorion": "{n} cards at least: {card}'s companion condition asks for twenty cards more than the minimum deck size ({minimum}).",
        "companion.breaks": "{card} ({cost}, mana value {mv}) breaks {companion}'s companion condition (\"{condition}\"): with it in your starting deck you can't reveal {companion} as your companion.",
        "companion.fits": '{card} ({cost}, mana value {mv}) fits {companion}\'s companion condition ("{condition}"), so it can be in your starting deck with {companion} as your companion.',
        "own_turn.permission": "{card} lets you cast that spell only during each of your own turns: on another player's turn nothing allows it, flash or not.",
        "own_turn.cast_only": "With {card} you can cast spells only during your own turn, and that \"can't\" beats the permission flash gives: on another player's turn you can't cast spells at all.",
        "escaped.escaped": "{card} stays: cast from your graveyard with escape, it escaped, so its enters trigger doesn't make you sacrifice it.",
        "escaped.hard_cast": "{card} is sacrificed: cast from your hand it didn't escape (only a spell cast from a graveyard with escape escaped), so its enters trigger makes you sacrifice it.",
        "escaped.copy": "{copier} is sacrificed: as a copy of {card} it has the enters trigger \"sacrifice it unless it escaped\", and {copier} itself wasn't cast with escape, so it didn't escape.",
        "escaped.returned": "{card} is sacrificed: the permanent that comes back is a new object that wasn't cast with escape, so it didn't escape and its enters trigger makes you sacrifice it.",
        "identity.reminder": "Reminder text is ignored when determining a card's color identity: only the mana symbols in its mana cost and rules text, its characteristic-defining abilities and its color indicator count.",
        "deck.brawl_size": "A Brawl deck has exactly 60 cards, including its commander: the minimum and the maximum deck size are both 60.",
        "cmd_damage.partners_apart": "Each commander's combat damage is counted apart: a player loses to commander damage only after 21 or more from the same commander, so partners' damage doesn't add up.",
        "saga.sacrifice_triggers": "That is a sacrifice, so {card} triggers.",
        "timing.ninjutsu_early": "Ninjutsu returns an unblocked attacking creature, and an attacking creature becomes blocked or unblocked only when blockers are declared: before that there is no unblocked attacker to return, so ninjutsu can be activated from the declare blockers step on.",
        "ascend.kept": "You keep the city's blessing: once you get it, you have it for the rest of the game, even if you later control fewer than ten permanents.",
        "count.exiled_draws": '{wipe} exiles your creatures instead of destroying them: none of them dies, so {card}\'s "dies" ability never triggers and you draw nothing.',
        "count.draws_per_death": "{wipe} destroys your {n} creatures at the same time; {card} isn't a creature and stays, and its ability triggers once for each creature that died, so you draw {n} cards.",
        "punish.they_take": "{card} deals its {n} damage to your opponent, not to you: it hits that spell's controller, the player who cast the spell that targeted it.",
        "punish.you_take": "{card} deals {n} damage to you: it hits that spell's controller, the player who cast the spell that targeted it.",
        "punish.ability": "{card} triggers only when it becomes the target of a spell; an activated or loyalty ability targeting it is no spell, so it deals no damage.",
        "combat.all_to_walker": "All {n} damage of {name} goes to {walker}, the planeswalker it attacks: a trampler with no creatures left blocking it assigns all its damage to the planeswalker or player it attacks.",
        "evoke.flickered": "{card} stays: flickered with evoke's sacrifice trigger on the stack, it comes back as a new object that trigger can't find, so nothing is sacrificed (and this time it wasn't evoked, so its enters ability triggers again).",
        "strikes.yours_dies": "Your {name} dies and the other one survives.",
        "strikes.yours_survives": "Your {name} survives and the other one dies.",
        "affinity.cost_each": "{total} mana ({cost}): {card} ({printed}) costs {{1}} less for each {each}, and the reduction only takes away generic mana, so with {n} you pay {cost}.",
        "enters.life_maker": "{total} life: {maker} enters, then its ability puts {k} creature tokens onto the battlefield at once; {card}'s ability triggers once for each of those {all} creatures, {n} life each time.",
        "enters.damage_maker": "{total} to each opponent: {maker} enters, then its ability puts {k} creature tokens onto the battlefield at once; {card}'s ability triggers once for each of those {all} creatures, {n} damage each time.",
        "mv.token_zero_parity": "A token that isn't a copy of something has no mana cost, so its mana value is 0 however big it is — and 0 is even; {spell} exiles the creatures of the value chosen ({limit}).",
        "mv.token_zero": "A token that isn't a copy of something has no mana cost, so its mana value is 0 however big it is; {spell} looks for “{limit}”.",
        "identity.tower_color_in": (
            "{card} adds one mana of any color in your commander's color identity, and {color} is in {commander}'s."
        ),
        "identity.tower_color_out": (
            "{card} adds only mana of a color in your commander's color identity, and {color} isn't in "
            "{commander}'s, so it can't make {color}."
        ),
        "identity.colorless": "{card} adds no mana: {commander} has no colors in its color identity, so there is no color to choose, and an ability that would add mana of an undefined type adds none (not even colorless mana).",
        "identity.no_commander": "{card} adds no mana at all: without a commander, your commander's color identity is undefined, so that part of the ability does nothing (not even colorless mana).",
        "library.must_draw": "The draw in your draw step is a turn-based action, not a choice: you draw a card whether you want to or not, unless an effect lets you skip it.",
        "blocking.one_attacker": "Each blocking creature blocks one attacking creature, chosen as blockers are declared; blocking more takes an ability that says it can block additional creatures.",
        "attack.own_walker": "Your creatures attack the defending player, an opponent, or the planeswalkers that player controls (and battles they protect): never a planeswalker you control.",
        "timing.sorcery_any": "A sorcery can be cast only during a main phase of your own turn, while the stack is empty: never in response to a spell or ability, unless something gives it flash.",
        "cast_trigger.copy_rule": "A copy of a spell isn't cast: it is put on the stack, so abilities that trigger when a spell is cast don't trigger for it.",
        "devotion.drain_one": "your opponent loses {n} life (your devotion), and you gain {total}.",
        "devotion.drain_each": "each of your {opponents} opponents loses {n} life (your devotion), and you gain the total lost: {total}.",
        "spell_only.ability": "{card} counters only spells, and an activated or triggered ability on the stack isn't a spell, so {card} can't counter or target it.",
        "zone.muzzled_dies": "{name}'s “dies” ability doesn't trigger: {card} says creatures dying don't cause abilities to trigger.",
        "devotion.hybrid": "A hybrid mana symbol counts toward each of its colors.",
        "devotion.color_green": "green",
        "devotion.color_red": "red",
        "devotion.color_black": "black",
        "devotion.color_blue": "blue",
        "devotion.color_white": "white",
        "devotion.not_creature": "That is less than {n}, so {card} isn't a creature: it can't attack or block.",
        "devotion.total": "Your devotion to {color} is {n}: the mana symbols of that color in the mana costs of the permanents you control ({parts}).",
        "counts_itself.count": "It counts the {n} already there.",
        "counts_itself.threshold": "Threshold needs seven or more cards there, so it adds {mana}.",
        "counts_itself.no": "{card} doesn't count itself: it is still on the stack while it resolves and is put into your graveyard only as the final part of its resolution.",
        "timing.priority_them": "They do: the active player (your opponent, on their turn) gets priority after a spell or ability resolves.",
        "blocking.condition_lost": "Once a creature has been declared as an attacker or a blocker, losing what let it attack or block (a condition, another creature) doesn't remove it from combat: it stays attacking or blocking.",
        "related": "Also relevant",
        "parent": "Part of {rule}",
        "example": "Example",
        "says": "Rule {rule} says: “{quote}”",
        "english_only": "",
        "example_english": "Example",
        "stack_title": "How the stack resolves this, step by step",
        "replacement_title": "Applying the replacement/prevention effects, step by step",
        "abstain": (
            "I can only answer questions about the Magic: The Gathering Comprehensive Rules, and I couldn't find "
            "rules that decide this question. Try naming the cards, the zone or the game action involved."
        ),
        "closest": "Closest rules",
        "edition": "Comprehensive Rules, {edition} edition.",
        "step.405.5": "The last object put on the stack resolves first, once all players pass in succession.",
        "step.608.2a": "A triggered ability with an intervening “if” clause checks its condition again.",
        "step.608.2b": "Targets are checked: if every target is now illegal, it doesn't resolve.",
        "step.608.2c": "Otherwise its instructions are followed in the order written.",
        "step.608.2g": "A spell cast during resolution goes on the stack; no one gets priority until resolution ends.",
        "step.608.2h": "Information the effect needs is read once, as the effect is applied (last known information if the object left).",
        "step.608.2m": "Once it starts to resolve, it finishes even if it leaves the stack.",
        "step.608.2n": "Last, an instant or sorcery goes to its owner's graveyard; an ability just ceases to exist.",
        "step.608.2p": "Then abilities that trigger on its resolution trigger.",
        "step.608.3a": "A permanent spell without targets becomes a permanent on the battlefield.",
        "step.608.3b": "A permanent spell with a target (an Aura) checks that target first.",
        "step.608.3e": "If it can't be put onto the battlefield, it goes to its owner's graveyard.",
        "step.113.7a": "An ability on the stack no longer depends on its source.",
        "step.603.3b": "Triggered abilities are put on the stack in APNAP order, each player ordering their own.",
        "step.117.3b": "After resolution, the active player receives priority.",
        "step.616.1": "The affected object's controller (or the affected player) chooses one effect to apply; simultaneous choices go in APNAP order.",
        "step.616.1a": "First, a self-replacement effect must be chosen if there is one.",
        "step.616.1b": "Next, an effect that changes who controls the object as it enters.",
        "step.616.1c": "Next, an effect that makes it enter as a copy.",
        "step.616.1d": "Next, an effect that makes it enter with its back face up.",
        "step.616.1e": "Otherwise any applicable effect may be chosen.",
        "step.616.1f": "After applying one, repeat with the effects that now apply, until none is left.",
        "step.616.1g": "An effect on an event contained in another (entering while being created) is chosen only after the outer one.",
        "step.614.5": "A replacement effect gets only one chance to affect an event.",
        "step.614.6": "The replaced event never happens; the modified event may trigger abilities.",
        "yes": "Yes.",
        "no": "No.",
        "steps_title": "Why, step by step",
        "out.policy": (
            "That is a question of tournament policy (penalties, infractions, deck checks, missed-trigger "
            "procedure), which the Comprehensive Rules don't cover. Look in the Magic Tournament Rules (MTR) and the "
            "Infraction Procedure Guide (IPG), or ask the head judge of your event."
        ),
        "out.price": (
            "I answer questions about the Magic: The Gathering Comprehensive Rules only; card prices and values are "
            "outside them. A card marketplace or price guide can tell you that."
        ),
        "out.event": (
            "I answer questions about the Magic: The Gathering Comprehensive Rules only; where, when and how an event "
            "runs (venue, times, registration, prizes) is for its organiser or the store."
        ),
        "out.deck": (
            "I answer questions about the Magic: The Gathering Comprehensive Rules only; deck building and strategy "
            "advice are outside them. Ask me how cards interact and I'll give you the rules."
        ),
        "targets.beaten": (
            "The second {spell} was cast after {shield}, so it resolves first (last in, first out): {creature} dies "
            "before {shield} can give it anything, and {shield} then has no target."
        ),
        "targets.cost_kept": "What you paid to cast {name} (life, mana, anything sacrificed) stays paid: nothing is refunded.",
        "opponent_target.own": (
            "{card}'s ability triggers only when a spell or ability an opponent controls targets your permanent; "
            "your own spell doesn't trigger it, so nothing happens."
        ),
        "targets.nobody": "Nobody.",
        "ability_countered.keyword_can": (
            "{keyword} is a triggered ability: when it triggers it goes on the stack and waits there like a spell, "
            "so {card} can counter it."
        ),
        "ability_countered.keyword_countered": (
            "{card} counters the {keyword} trigger: it leaves the stack without resolving and none of its effects "
            "happen."
        ),
        "ability_countered.combat_damage": (
            "{card} can only counter something on the stack, and combat damage is dealt as a turn-based action that "
            "doesn't use the stack: there is nothing to counter."
        ),
        "ability_countered.sba": (
            "{card} can only counter something on the stack, and a state-based action (the legend rule, a creature "
            "with 0 toughness or lethal damage, a player who drew from an empty library) doesn't use the stack: it "
            "just happens the next time a player would receive priority."
        ),
        "ability_countered.command_zone": (
            "{card} can't stop it: putting a commander from a graveyard or exile into the command zone is a "
            "state-based action its owner chooses, not a triggered ability, so nothing goes on the stack to counter."
        ),
        "ability_countered.trigger_targetable": (
            "{source}'s triggered ability waits on the stack like a spell, so {counter} can target and counter it: "
            "none of its effects happen."
        ),
        "ability_countered.countered": (
            "{source}'s ability is countered: it leaves the stack without resolving, so none of its effects happen."
        ),
        "ability_countered.no_search": "No land is searched for.",
        "ability_countered.sacrificed": (
            "Its costs were paid when it was activated and aren't refunded: {source} was sacrificed as part of the "
            "cost, so it stays in the graveyard, and any life paid stays paid."
        ),
        "ability_countered.costs": (
            "Its costs were paid when it was activated and aren't refunded: {source} stays tapped and anything paid "
            "stays paid."
        ),
        "soft_counter.unpaid": (
            '"Unless its controller pays" means {card} counters the spell when that player doesn\'t pay as it '
            "resolves: unpaid, the spell is countered."
        ),
        "soft_counter.copied_total": (
            "{total}: the copy {copier} makes of {card} resolves first and counters the spell unless its controller "
            "pays {n}; then {card} itself resolves and asks for {n} again, so keeping the spell costs {total} in all."
        ),
        "soft_counter.paid": (
            '"Unless its controller pays" means that player may pay and {card} counters the spell only if they '
            "don't; the payment was made as {card} resolved, so the spell isn't countered and stays on the stack to "
            "resolve."
        ),
        "soft_counter.no_spells": (
            "The payment is made in the middle of {card}'s resolution, and then only mana abilities may be "
            "activated: no one can cast a spell while it resolves, so a ritual or other spell can't help pay."
        ),
        "soft_counter.the_counter": "the counterspell",
        "soft_counter.the_counterspell": "the counterspell",
        "soft_counter.only_that_player": (
            'Only the player {card} names may pay: "that player" is the opponent who did what triggered it, and no '
            "one else can pay it for them."
        ),
        "soft_counter.only_controller": (
            'Only the controller of the targeted spell may pay what {card} asks for: "unless its controller pays" '
            "offers the payment to that player alone, and no one else can pay it for them."
        ),
        "soft_counter.short": (
            "{card} asks for {{{n}}}, and a cost is paid in full or not at all: paying less isn't paying it, so "
            "the spell is countered."
        ),
        "soft_counter.pay_then": (
            "You choose whether to pay when {card} resolves, not before, and a player offered a mana payment may "
            "activate mana abilities right then: tap your lands as it resolves and pay, and your spell isn't countered."
        ),
        "targeted_trigger.ability": (
            "{card}'s ability triggers only when it becomes the target of a spell, and an ability like {source}'s is "
            "not a spell, so it doesn't trigger."
        ),
        "draw_stolen.theirs": (
            "Your opponent does: {card} replaces each card you'd draw (other than the first in your draw step) with "
            "a draw by its controller, so you skip those draws and they draw instead."
        ),
        "draw_stolen.mine": (
            "You do: {card} replaces each card your opponent would draw (other than the first in their draw step) "
            "with a draw by you, its controller."
        ),
        "targets.the_spell": "The spell",
        "ward.paid": "The ward cost was paid, so its ability doesn't counter {spell}: it resolves.",
        "ward.stifled": (
            "{stifler} counters ward's triggered ability, so nothing counters {spell}: it resolves as normal."
        ),
        "ward.countered": (
            "{spell} is countered: ward's trigger counters the spell or ability that targeted the permanent unless "
            "its controller pays the ward cost, so not paying counters the whole spell and none of its effects happen, "
            "not even those aimed at other targets."
        ),
        "ward.uncounterable": (
            "{spell} resolves anyway: ward's trigger tries to counter it, but {spell} can't be countered, and the "
            "“can't” wins, so its effects happen even though the ward cost wasn't paid."
        ),
        "leaves.control_ends": (
            "You get it back: when a player leaves the game, every effect that gave them control of objects ends, so "
            "the creature they had taken returns to its owner's control (and what they owned, such as the Aura that "
            "took it, leaves with them)."
        ),
        "designations.monarch_left_you": (
            "You are: when the monarch leaves the game, the active player (you, in your turn) becomes the monarch at "
            "the same time."
        ),
        "designations.monarch_left": (
            "The active player: when the monarch leaves the game, the player whose turn it is becomes the monarch at "
            "the same time (the next player in turn order if that player is the one leaving)."
        ),
        "cmd_damage.infect": (
            "Infect changes what the damage does to the player (poison counters instead of life loss), but it is still "
            "combat damage dealt by your commander, so it counts toward the 21."
        ),
        "blocking.other_player": (
            "Only the player being attacked blocks: in a multiplayer game your creatures can block only creatures "
            "attacking you, a planeswalker you control or a battle you protect."
        ),
        "targets.player_shield_untargeted": (
            "{other} doesn't target: it affects each opponent, and the hexproof {card} gives only stops that player "
            "from being the target of their opponents' spells and abilities."
        ),
        "copy.gets_mine": (
            "You do: the copy is yours — a copy of a spell is controlled by the player under whose control it was put on "
            "the stack, and you put it there with {card} — so its “you” is you."
        ),
        "copy.gets_theirs": (
            "Your opponent does: the copy is theirs — a copy of a spell is controlled by the player under whose control "
            "it was put on the stack, and they put it there with {card} — so its “you” is them."
        ),
        "copy.whose_mine": (
            "Yours: a copy of a spell is controlled by the player under whose control it was put on the stack, and you "
            "put it there with {card}, whoever cast the original."
        ),
        "copy.whose_theirs": (
            "Your opponent's: a copy of a spell is controlled by the player under whose control it was put on the "
            "stack, and they put it there with {card}, whoever cast the original."
        ),
        "sickness.not_creature": (
            "{name} isn't a creature, so summoning sickness doesn't apply to it: you can use its {{T}} abilities the turn "
            "it comes under your control."
        ),
        "exile_instead.rebound_countered": (
            "{card} goes to its owner's graveyard: rebound exiles it only as it resolves, and a countered spell "
            "doesn't resolve."
        ),
        "exile_instead.rebound_resolved": (
            "{card} is exiled as it resolves (rebound), and at the beginning of your next upkeep you may cast it from "
            "exile without paying its mana cost."
        ),
        "exile_instead.from_hand": (
            "{card} goes to its owner's graveyard: it was cast from the hand, not with {keyword}, and only a card cast "
            "with {keyword} is exiled instead when it leaves the stack."
        ),
        "sickness.suspend": (
            "{name} was cast with suspend when its last time counter was removed, and a creature spell cast that way "
            "gains haste, so it can attack that turn."
        ),
        "upkeep.cumulative": (
            "{total}: at the beginning of your upkeep {card} gets another age counter first ({had} + 1 = {n}), then "
            "you pay {cost} for each age counter on it."
        ),
        "as_enters.no_window": (
            "{card}'s choice is made as it enters (“{choice}”), before it is on the battlefield: no player gets "
            "priority in between, so nobody can respond to the choice or act before it has what was chosen."
        ),
        "targets.the_aura": "The Aura",
        "targets.to_graveyard": "As it doesn't resolve, {name} is put into its owner's graveyard.",
        "targets.aura_to_graveyard": "As it doesn't resolve, the Aura spell is put into its owner's graveyard.",
        "targets.the_ability": "The ability",
        "targets.protected": (
            "{card} has protection from {color}, so it can't be the target of {color} spells: {spell} can't be cast "
            "with it as the target."
        ),
        "targets.off_color": (
            "{name} resolves normally: protection from {color} stops only what is {color}, and {name} isn't, so its "
            "target is still legal."
        ),
        "targets.not_either": "So this doesn't happen either: “{effect}”.",
        "targets.fizzle": (
            "{name} doesn't resolve: every target it had is gone or illegal, so it is removed from the stack and "
            "none of its effects happen."
        ),
        "targets.division_fixed": (
            "The division was announced as it was cast and doesn't change: each legal target is dealt only what was "
            "assigned to it, and what went to the illegal one is lost."
        ),
        "targets.partial": (
            "{name} still resolves, but only for its legal targets: the illegal target is not affected (a spell fails to "
            "resolve only when all its targets are illegal)."
        ),
        "targets.step_check": "As {name} tries to resolve, it checks whether its targets are still legal.",
        "targets.step_gone": "A target that left the zone it was in (or became illegal) is an illegal target.",
        "targets.step_fizzle": "All its targets are illegal, so {name} doesn't resolve and does nothing.",
        "targets.step_partial": "At least one target is still legal, so it resolves normally.",
        "targets.step_spared": "The illegal target isn't affected by the parts of the effect for which it is illegal.",
        "targets.step_redirect": "It can't be moved to a new target unless an effect says so.",
        "targets.untargeted": (
            "{name} doesn't target, so hexproof, shroud or protection can't make it fail to resolve: "
            "it isn't checked for legal targets."
        ),
        "targets.shroud": "A permanent with shroud can't be the target of any spell or ability, not even its controller's.",
        "targets.hexproof_own": (
            "Hexproof only stops spells and abilities your opponents control, so you can target your own permanent."
        ),
        "targets.hexproof_by_opponent": (
            "That is exactly what hexproof stops: your permanent can't be the target of spells or abilities your "
            "opponents control."
        ),
        "targets.hexproof_theirs": (
            "Hexproof means your opponent's permanent can't be the target of spells or abilities you control."
        ),
        "targets.hexproof_rule": "Hexproof: “can't be the target of spells or abilities your opponents control.”",
        "targets.cant_cast_at": "So you can't cast {spell} with it as the target: choose a legal target instead.",
        "targets.player_hexproof": (
            "{card} gives your opponent hexproof: a player with hexproof can't be the target of spells or abilities "
            "their opponents control, so you can't cast {spell} targeting them."
        ),
        "targets.player_hexproof_own": (
            "{card} gives you hexproof, which only stops your opponents: you can still target yourself with {spell}."
        ),
        "targets.player_hexproof_you": (
            "{card} gives you hexproof: a player with hexproof can't be the target of spells or abilities their "
            "opponents control, so your opponent can't cast {spell} targeting you."
        ),
        "targets.player_hexproof_theirs_only": (
            "{card} gives hexproof only to its controller, your opponent; you don't have it, so they can target you with "
            "{spell}."
        ),
        "targets.their_creature": "a creature of theirs",
        "targets.their_planeswalker": "their planeswalker",
        "targets.player_only": (
            "{card} gives only the player hexproof, not the permanents they control, so {spell} can target {creature}."
        ),
        "targets.player_shroud": (
            "{card} gives that player shroud: they can't be the target of any spell or ability, so {spell} can't "
            "target them."
        ),
        "repl.the_tokens": "The effect",
        "repl.the_counters": "The effect",
        "repl.the_damage": "The source",
        "repl.unit_tokens": "tokens",
        "repl.unit_counters": "+1/+1 counters",
        "repl.unit_damage": "damage",
        "repl.unit_one_tokens": "token",
        "repl.unit_one_counters": "+1/+1 counter",
        "repl.unit_one_damage": "damage",
        "repl.mid_tokens": "the effect",
        "repl.mid_counters": "the effect",
        "repl.mid_damage": "the source",
        "repl.copied_tokens": "You get {n} tokens in all: {copy}'s copy of {source} keeps its choices, X included, and makes its own tokens, each creation modified the same way.",
        "repl.copied_tokens_theirs": "Your opponent gets {n} tokens in all: {copy}'s copy of {source} keeps its choices, X included, and makes its own tokens, each creation modified the same way.",
        "repl.result_tokens": "You get {n} tokens: each replacement effect applies once to the token creation.",
        "repl.result_tokens_one": "You get 1 token: each replacement effect applies once to the token creation.",
        "repl.op_double": "{card} doubles the number",
        "repl.op_triple": "{card} triples the number",
        "repl.op_plus": "{card} adds {n}",
        "repl.then": ", then ",
        "repl.chain": "Step by step: {chain}.",
        "repl.size": "{name} is then a {size}.",
        "repl.applies_to_all": "{card} applies to every player's tokens, whoever controls it.",
        "repl.result_tokens_theirs": "Your opponent gets {n} tokens: each replacement effect applies once to the token creation.",
        "repl.result_tokens_theirs_one": "Your opponent gets 1 token: each replacement effect applies once to the token creation.",
        "repl.not_theirs": "{card} doesn't apply: “you” on it means its controller, and it only changes what its controller gets, not what the other player gets.",
        "repl.unchanged_tokens": "You get {n} tokens: {not_applied}.",
        "repl.unchanged_tokens_one": "You get 1 token: {not_applied}.",
        "repl.unchanged_tokens_theirs": "Your opponent gets {n} tokens: {not_applied}.",
        "repl.unchanged_tokens_theirs_one": "Your opponent gets 1 token: {not_applied}.",
        "repl.unchanged_counters": "It gets {n} +1/+1 counter(s): {not_applied} to it.",
        "repl.not_apply": "{cards} doesn't apply",
        "repl.not_apply_many": "{cards} don't apply",
        "repl.prevented_counters": (
            "It gets {n} +1/+1 counters: {card} prevents the {n} damage and puts a +1/+1 counter on the creature for "
            "each 1 damage prevented."
        ),
        "repl.result_counters": "It gets {n} +1/+1 counters: each replacement effect applies once to the event.",
        "repl.total_counters": "With the {had} it had, it has {n}.",
        "repl.total_counters_one": "With the one it had, it has {n}.",
        "repl.redirected_all": (
            "{card} is a redirection effect: all damage that would be dealt to you is dealt to that creature "
            "instead, so you are dealt none and lose no life from it."
        ),
        "repl.redirected": (
            "{card} is a redirection effect: the next {n} of {source}'s {total} damage is dealt to the other target "
            "instead, and you are dealt the remaining {left}."
        ),
        "repl.result_damage": "{source} deals {n} damage: each replacement effect applies once to the damage event.",
        "repl.choice_tokens": "You get {n} tokens: {who} the order of the effects, and applying {first} first gives {n} (the other order gives {other}).",
        "repl.choice_tokens_theirs": "Your opponent gets {n} tokens: {who} the order of the effects, and applying {first} first gives {n} (the other order gives {other}).",
        "repl.choice_counters": (
            "It gets {n} +1/+1 counters at most: {who} the order of the replacement effects; applying "
            "{first} first gives {n} (the other order gives {other})."
        ),
        "repl.choice_damage": (
            "{who} the order of the effects, so {n} damage is dealt: applying {first} first gives {n} "
            "(the other order gives {other})."
        ),
        "repl.who_controller": "its controller chooses",
        "repl.copy_not_created": (
            "A copy of a permanent spell becomes a token as it resolves, but that token isn't “created”, so {card} "
            "doesn't apply to it: you get just the one."
        ),
        "repl.who_you": "You choose (you are the player being dealt the damage)",
        "repl.who_own_permanent": "You choose (you control the permanent being dealt the damage)",
        "repl.who_opponent": "Your opponent chooses (they are the player being dealt the damage)",
        "repl.who_affected": "The player being dealt the damage (or the controller of the permanent) chooses",
        "repl.step_base": "Without replacement effects, {source} would give {n} {unit}.",
        "repl.step_mod": "{card}: “{oracle}”",
        "repl.step_once": "Each replacement or prevention effect gets one chance to modify the event, then the others that still apply are applied in turn.",
        "repl.step_choose": "{who} which effect to apply first.",
        "repl.who_orders": "{who} the order in which the replacement and prevention effects apply.",
        "repl.who_own_mine": "You choose, as the player whose card {card} is: with two replacement effects, that player picks which applies first. Apply {card}'s own first (“{clause}”) and {other} no longer applies to it.",
        "repl.who_own_theirs": "Your opponent chooses, as the player whose card {card} is: with two replacement effects, that player picks which applies first. If they apply {card}'s own first (“{clause}”), {other} no longer applies to it.",
        "repl.who_mine": "You choose, as the affected player or the controller of the affected object: with two or more replacement or prevention effects, that player chooses which one to apply first.",
        "repl.who_theirs": "Your opponent chooses, as the controller of the affected object or the affected player: with two or more replacement or prevention effects, that player chooses which one to apply first.",
        "repl.other_chosen": (
            "The creature is exiled by {other}, the replacement effect chosen, so {replacer}'s no longer applies to the "
            "event and no token is made."
        ),
        "repl.shield_before_redirect": (
            "You choose: the damage would be dealt to you, so you are the affected player and pick the order of the "
            "replacement and prevention effects. Apply {shield} first and it prevents what it can; {redirect} then "
            "redirects only what is left to the enchanted creature."
        ),
        "repl.own_creature": (
            "{replacer} doesn't apply: it replaces only the death of a nontoken creature an opponent of its controller "
            "controls, and this creature is controlled by {replacer}'s own controller, so no token is made."
        ),
        "repl.made_instead_theirs": (
            "{replacer}'s replacement applies: your creature is a creature of an opponent of {replacer}'s controller, so "
            "it is exiled instead of dying, and your opponent creates “{made}”."
        ),
        "repl.own_creature_other": "{other} still applies: the creature is exiled instead of going to the graveyard.",
        "repl.not_your_pick": (
            "The choice isn't yours: the controller of the dying creature (your opponent) chooses whether {replacer} or "
            "{other} applies, and if they pick {other}, no token is made."
        ),
        "repl.who_any": "The affected player, or the controller of the affected object, chooses which replacement or prevention effect to apply first.",
        "stackdmg.resolves": "{spell} resolves: {name} has toughness {t} and {d} damage marked.",
        "stackdmg.no_target": "{spell} tries to resolve, but its target is gone: it doesn't resolve.",
        "stackdmg.spell_fizzles": (
            "{spell} doesn't resolve: when its turn comes, {name} is already gone (it died once {dead} resolved), so "
            "its only target is illegal and none of its effects happen."
        ),
        "stackdmg.spell_resolves": "{spell} resolves: its target, {name}, is still on the battlefield when it does.",
        "stackdmg.destroyed": (
            "{name} dies: the spells resolve last in, first out, and {spell} destroys it whatever its toughness, so a "
            "bigger toughness doesn't save it."
        ),
        "stackdmg.dies": (
            "{name} dies: the spells resolve last in, first out, and once {spell} has resolved its damage is lethal, "
            "so it is destroyed before the rest can resolve."
        ),
        "stackdmg.dies_toughness": (
            "{name} dies: the spells resolve last in, first out, and once {spell} has resolved its toughness is 0 or "
            "less, so it is put into its owner's graveyard before the rest can resolve."
        ),
        "stackdmg.survives": (
            "{name} survives: the spells resolve last in, first out, so {first} resolves first, and it ends with "
            "toughness {t} and {d} damage, which isn't lethal."
        ),
        "block.protection": (
            "{blocker} can't block {attacker}: {attacker} has protection from {quality}, and an attacking creature "
            "with protection can't be blocked by creatures with that quality."
        ),
        "block.protection_other": (
            "{blocker} can block {attacker}: {attacker}'s protection from {quality} stops only blockers with that "
            "quality, and {blocker} doesn't have it."
        ),
        "block.pumped": (
            "{blocker} can block {attacker}: the restriction (power {n} or less can't block it) is checked as blockers "
            "are declared, and pumped before that, {blocker} has power {p} then."
        ),
        "block.pumped_short": (
            "{blocker} can't block {attacker}: even pumped before blockers are declared, it has power {p}, still {n} "
            "or less."
        ),
        "block.power": "{blocker} can't block {attacker}: {attacker} can't be blocked by creatures with power {n} or less, and {blocker} has power {p}.",
        "block.flying": "{blocker} can't block {attacker}: a creature with flying can be blocked only by creatures with flying or reach.",
        "block.menace_one": "One creature can't block {attacker}: with menace it can't be blocked except by two or more creatures.",
        "block.menace_many": (
            "{attacker} has menace, which only asks for two or more blockers: blocking it with {n} creatures is legal."
        ),
        "block.menace": "{blocker} alone can't block {attacker}: a creature with menace can be blocked only by two or more creatures.",
        "block.can": "{blocker} can block {attacker}: none of {attacker}'s blocking restrictions stops it.",
        "count.sacrificed": (
            "You gain {n} life: {card} triggers once for each of the {deaths} creatures sacrificed (each dies), and "
            "each trigger gains you {per} life."
        ),
        "count.pact": (
            "{n}: {card} triggers once for each of your creatures that dies ({deaths}){copies}, and each trigger "
            "makes every other player sacrifice a creature: {each} for each opponent."
        ),
        "count.pact_copies": ", for each of your {n} copies",
        "count.pact_cards": (
            "{n}: {card} each trigger once for each of your creatures that dies ({deaths}), and each trigger makes "
            "every other player sacrifice a creature: {each} for each opponent."
        ),
        "count.pact_and": "{first} and {last}",
        "count.pact_none": (
            "{n}: {card} triggers only when a creature you control dies; another player's creature dying doesn't "
            "trigger it."
        ),
        "count.one_death": (
            "You gain {n} life: {card} triggers once for the one creature that died, and its ability gains you {n} "
            "life once, however many opponents each lose it."
        ),
        "count.life": "{n} life: {card} triggers {triggers} times, and each trigger makes a player lose {per} life (and you gain {per}).",
        "count.mine_only": "{card} counts only the creatures its controller controls: the opponent's don't trigger it.",
        "count.triggers_one": "{n} triggers: {deaths} creatures die at the same time, and {card} triggers once for each of them, itself included.",
        "count.nontoken_draws": "{wipe} destroys the creatures at once, and {card} sees the creatures that die with it die, itself included (dies triggers look back in time): it triggers {n} times, for itself and the {others} other nontoken creatures; tokens don't count.",
        "count.all_of_them": (
            "{card} triggers once for each creature that dies at the same time as it, itself included: an ability that "
            "triggers on dying looks back in time and sees every creature that left the battlefield with it."
        ),
        "count.others_die": "{n} triggers: {card} triggers once for each other creature that dies, and {n} die.",
        "count.others_die_copies": "{n} triggers: each of the {copies} {card} triggers once for each other creature that dies, and {deaths} die.",
        "count.other_dies": "1 trigger: {card} triggers once, for the other creature that dies.",
        "count.other_dies_copies": "{n} triggers: each of the {copies} {card} triggers once for the other creature that dies.",
        "count.life_once": "{n} life: {card} triggers once, and its trigger makes a player lose {per} life (and you gain {per}).",
        "count.triggers": "{n} triggers: {deaths} creatures die at the same time, and each of the {copies} {card} triggers once for each of them, itself included.",
        "count.step_deaths": "{n} creatures die at the same time; a leaves-the-battlefield ability looks back in time, so a dying creature with it still sees the others die.",
        "count.step_each": "Each {card} ({copies} in all) triggers once for each of the {n} creatures that die.",
        "life.step_each": "Each player goes from {life} to {left} life ({n} each).",
        "life_response.gain_first": (
            "You cast it in response, so it resolves first: you gain {n} life (up to {up}), and only then does "
            "{card} deal its {dmg} damage."
        ),
        "life_response.prevent_first": (
            "You cast it in response, so it resolves first and prevents {n} of {card}'s damage: you are dealt {dealt}."
        ),
        "life_response.loses": "You end at {left} life, so you lose as a state-based action.",
        "life_response.survives": "You end at {left} life, so you don't lose.",
        "life_response.too_late": (
            "Too late: once {card} resolves you are at {left}, and the game checks state-based actions before anyone "
            "gets priority, so you lose before you could cast anything."
        ),
        "life.nobody_loses": "Nobody loses: each player is left at {left} life, more than 0.",
        "life.draw": (
            "The game is a draw: both players end at {left} life, so both lose at the same time as a state-based "
            "action, and when all the players remaining lose simultaneously the game is a draw."
        ),
        "life.step_both_lose": "A player with 0 or less life loses the game when state-based actions are checked, and both are checked at the same time.",
        "life.step_two": "You go from {mine} to {my_left} life and your opponent from {theirs} to {their_left} ({n} each).",
        "life.you_win": (
            "You win: your opponent ends at {their_left} life and loses as a state-based action, while you stay in "
            "the game at {my_left}."
        ),
        "life.they_win": (
            "Your opponent wins: you end at {my_left} life and lose as a state-based action, while they stay in the "
            "game at {their_left}."
        ),
        "life.nobody_loses_two": "Nobody loses: you end at {my_left} life and your opponent at {their_left}, both more than 0.",
        "life.draw_two": (
            "The game is a draw: you end at {my_left} life and your opponent at {their_left}, so both lose at the same "
            "time as a state-based action, and when all the players remaining lose simultaneously the game is a draw."
        ),
        "life.step_draw": "All the players remaining in the game lose simultaneously: the game is a draw.",
        "war.countered": (
            "{spell} is countered{dmg}: with {n} counterspells each aimed at the one below it, they resolve from the "
            "top and every other one is countered, so the first one cast survives and counters {spell}."
        ),
        "war.original_safe": "Nothing is left to counter your original spell, so it resolves.",
        "war.original_unless": "{spell} then counters your original spell unless you pay what it asks.",
        "war.original_lost": "{spell} then counters your original spell.",
        "war.resolves": (
            "{spell} resolves{dmg}: with {n} counterspells each aimed at the one below it, they resolve from the top "
            "and every other one is countered, so the first one cast is countered and nothing stops {spell}."
        ),
        "war.shielded": (
            "{target} resolves: {counter} resolves first (last in, first out) and counters {spell}, so {spell} never "
            "resolves and does nothing to {target}."
        ),
        "war.shield_fails": (
            "{target} is countered: {counter} is countered first, so {spell} still resolves and counters {target}."
        ),
        "war.single": "{spell} is countered{dmg}: {counter} resolves first (last in, first out) and counters it, so it never resolves.",
        "war.the_spell": "the original spell",
        "war.damage": " and deals its {n} damage",
        "war.no_damage": " and deals no damage (0)",
        "war.step_order": "The {n} counterspells resolve from the top of the stack down: the last one cast first.",
        "war.step_every_other": (
            "Each one that resolves counters the one just below it, which never resolves: every other counterspell is "
            "countered."
        ),
        "war.step_first_survives": "The first counterspell cast survives and counters {spell}.",
        "war.step_first_countered": "The first counterspell cast is countered, so {spell} resolves.",
        "mv.hybrid": (
            "{n}: each hybrid symbol like {{2/W}} counts its largest part, 2, toward the mana value of {name} ({cost}), "
            "however it was paid."
        ),
        "mv.copy": (
            "{n}: a copy (a token copy too) copies the original's mana cost, {cost}, so its mana value is that of "
            "{name}."
        ),
        "mv.printed": (
            "{n}: the mana value of {name} comes only from its mana cost ({cost}); what you actually pay (additional "
            "or alternative costs, the commander tax, reductions such as delve or affinity) doesn't change it."
        ),
        "mv.stack": (
            "{n}: on the stack X is the number chosen for it, so {name} ({cost}) with X = {x} has mana value {n}."
        ),
        "mv.elsewhere": "{n}: anywhere but the stack X counts as 0, so {name} ({cost}) has mana value {n}.",
        "mv.a_spell": "a spell",
        "mv.that_card": "that card",
        "mv.x_to_counter": (
            "{blast} counters a spell whose mana value equals its X, and on the stack {spell} ({cost}) counts its X "
            "as the number chosen, so its mana value is {n}."
        ),
        "mv.limit_stack": "On the stack, with X = {x}, {name} has mana value {n}; {spell} asks for “{limit}”.",
        "mv.limit_elsewhere": (
            "Off the stack {name}'s X counts as 0, so its mana value is {n}, whatever X was when it was cast; {spell} "
            "asks for “{limit}”."
        ),
        "mv.limit_fits": "It qualifies.",
        "mv.limit_misses": "It doesn't qualify.",
        "mv.chalice_same": "{spell} has mana value {n} on the stack, the same as {chalice}'s {k} counters: it is countered.",
        "mv.counter_fits": "{spell} has mana value {n}, the one {counter} can target (mana value {k}).",
        "mv.alternative_same": "Its mana value comes from its mana cost, whatever was paid to cast it: an alternative cost doesn't change it.",
        "mv.counter_misses": ("{spell} has mana value {n}, and {counter} can target only a spell with mana value {k}."),
        "escape.exile_count": (
            "{card}'s escape cost exiles {n} other cards from your graveyard: {card} itself, the card being cast, "
            "doesn't count toward them."
        ),
        "mv.chalice_differs": (
            "{spell} has mana value {n} on the stack, not {k} like {chalice}'s counters: it isn't countered."
        ),
        "mv.balance_same": (
            "{spell} has mana value {a} on the stack and the revealed {shown} has mana value {b} (any X counts as 0 off "
            "the stack), the same, so {balance} counters the spell."
        ),
        "mv.balance_differs": (
            "{spell} has mana value {a} on the stack and the revealed {shown} has mana value {b} (any X counts as 0 off "
            "the stack), not the same, so {balance} doesn't counter it."
        ),
        "mv.revealed": (
            "You lose {n} life: {revealer} makes you lose life equal to the revealed card's mana value, and {name} "
            "({cost}) has mana value {n} off the stack (any X counts as 0)."
        ),
        "copies.counters": (
            "{n}: counters aren't copied, so {copier}'s copy of {card} enters with {n} +1/+1 counters (only what "
            "{copier} itself adds)."
        ),
        "copies.counters_enters_with_extra": "{n}: the counters on {card} aren't copied, but its copied \"enters with {count} +1/+1 counters\" applies as {copier}'s copy enters, plus the additional counter {copier} adds: {n}.",
        "copies.counters_enters_with": (
            '{n}: the counters on {card} aren\'t copied, but its copied "enters with {n} +1/+1 counters" applies as '
            "{copier}'s copy enters, so it gets {n}."
        ),
        "copies.loyalty": "{copier}'s copy of {card} enters with {card}'s printed loyalty, {printed}; the counters on the original aren't copied.",
        "copies.loyalty_extra": "{copier}'s copy of {card} enters with {card}'s printed loyalty, {printed} (the counters on the original aren't copied), plus the additional loyalty counter from {copier}'s exception: {n}.",
        "copies.counter": (
            "1: counters aren't copied, so {copier}'s copy of {card} enters with only the +1/+1 counter {copier} "
            "itself adds."
        ),
        "copies.zero": "As a {p}/{t} it is put into its owner's graveyard as a state-based action.",
        "copies.anthem": "With {card} it is a {p}/{t}, so it stays on the battlefield.",
        "copies.size_anthem": "Your {card} then gives it {bonus} in all, like your other creatures: {p}/{t} on the battlefield.",
        "count.once": "Once:",
        "count.times": "{n} times:",
        "cant_gain.everyone": (
            "{card} says players can't gain life, and a \"can't\" beats anything that says to gain it (lifelink, a "
            "trigger, a spell): no life is gained."
        ),
        "cant_gain.theirs": (
            "{card} says its controller's opponents can't gain life, and a \"can't\" beats anything that says to gain "
            "it (lifelink, a trigger, a spell): you gain no life."
        ),
        "cant_gain.damage": "The damage itself is still dealt.",
        "cant_gain.replaced": (
            "{card} replaces any life a player would gain with no life gained (a replacement effect), so nothing "
            "is gained."
        ),
        "cant_gain.mine": (
            "{card} stops only its controller's opponents from gaining life; you control it, so your life gain "
            "happens as usual."
        ),
        "life_loss.not_damage": (
            'Losing life isn\'t damage: a prevention effect (a Fog, "prevent the next N damage", protection) prevents '
            "only damage, so the life is lost anyway."
        ),
        "protection_block.can_block": (
            "Protection from {color} only stops the protected creature from being blocked by {color} creatures; it "
            "doesn't stop it from blocking a {color} creature, and the damage that creature would deal to it is "
            "prevented."
        ),
        "protection_block.stays": (
            "Protection given after blockers are declared doesn't undo the block: the attacking creature stays "
            "blocked, and without trample it deals no damage to the player."
        ),
        "designations.monarch_noncombat": (
            'The monarch changes only by combat damage: "whenever a creature deals combat damage to the monarch, its '
            "controller becomes the monarch\". A burn spell or any other noncombat damage doesn't take it."
        ),
        "designations.monarch_draws_them": (
            "Your opponent does: their creature dealt combat damage to you, the monarch, so its controller became the "
            "monarch, and the monarch draws a card at the beginning of their own end step."
        ),
        "designations.monarch_combat": (
            "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."
        ),
        "cascade.during_resolution": (
            "The card is cast while {cascader}'s cascade ability resolves, so the usual timing doesn't apply: a "
            "sorcery can be cast then, with the cascading spell still on the stack."
        ),
        "timing.sorcery_lock": (
            "{card} lets its controller's opponents cast spells only when they could cast a sorcery (your own main "
            "phase, empty stack), and that restriction beats flash or an instant's timing."
        ),
        "attack_trigger.blockable": (
            "It can be blocked: put onto the battlefield attacking before blockers are declared, it is an attacking "
            "creature when the defending player declares blockers, and any attacking creature can be chosen to block."
        ),
        "attack_trigger.unblocked": (
            "No blocker can be declared for it: put onto the battlefield attacking after blockers were declared, it "
            "enters unblocked."
        ),
        "attack_trigger.not_declared": (
            "A creature put onto the battlefield attacking was never declared as an attacker, so abilities that "
            'trigger "whenever it attacks" don\'t trigger for it.'
        ),
        "designations.initiative_take_you": (
            "You take the initiative, as the controller of the creatures that dealt the combat damage, and as you take "
            "it you venture into Undercity."
        ),
        "designations.initiative_take": (
            "The controller of those creatures takes the initiative, and as they take it they venture into Undercity."
        ),
        "designations.initiative_once": (
            'The initiative is taken once: its trigger is "whenever one or more creatures" a player controls deal '
            "combat damage to its holder, so several creatures at once trigger it once, and that player ventures into "
            "Undercity once."
        ),
        "life_floor.you": (
            "You stay at 1: while you control a creature, {card} makes damage that would reduce your life total below 1 "
            "reduce it to 1 instead — a replacement effect, not prevention, so “can't be prevented” doesn't get around it."
        ),
        "etb_controller.yours": (
            "{card} puts {creature} onto the battlefield under your control, and its enters ability is controlled by "
            "whoever controlled it when it triggered — you."
        ),
        "etb_controller.you": "You.",
        "etb_controller.reanimation": "The reanimation",
        "life_floor.no_creature": (
            "{card} works only while its controller controls a creature; with the creature gone first, the damage "
            "counts in full and the life total goes to {n}."
        ),
        "life_floor.paid_dies": (
            "{card} changes only damage, and paying life is no damage: the life total goes to {n} and that player "
            "loses the game the next time state-based actions are checked."
        ),
        "life_floor.loss_dies": (
            "{card} changes only damage: {spell} makes the player lose life, which isn't damage, so the life total "
            "goes to {n} and that player loses the game."
        ),
        "life_floor.loss_lives": (
            "{card} changes only damage, and {spell} makes the player lose life instead; the life total goes to {n}, "
            "still above 0."
        ),
        "life_floor.them": (
            "Your opponent stays at 1: while they control a creature, {card} makes damage that would reduce their life "
            "total below 1 reduce it to 1 instead — a replacement effect, not prevention, so “can't be prevented” "
            "doesn't get around it."
        ),
        "cant_lose.life_lost": (
            "The life is still lost: {card} stops only losing the game, not life loss, so the life total goes down "
            "(below 0 if need be) and its controller stays in the game while {card} remains."
        ),
        "cant_lose.kept": (
            "Its controller doesn't lose while {card} is on the battlefield: the state-based action would make them "
            "lose (0 or less life, ten poison counters, 21 combat damage from one commander), but \"you can't lose the "
            'game" wins, because a "can\'t" effect beats whatever allows or directs something to happen. They lose as '
            "soon as {card} leaves, if that still holds."
        ),
        "hand.no_maximum": "With {card} you have no maximum hand size, so you discard nothing in the cleanup step.",
        "hand.maximum": (
            "Seven: the maximum hand size is normally seven cards, and only in the cleanup step of your own turn do "
            "you discard down to seven; during the turn you may hold any number of cards."
        ),
        "storm.copies_stay": (
            "The copies stay on the stack: {card}'s storm is a cast trigger that creates the copies separately, so "
            "countering the original doesn't touch them; each copy must be countered on its own."
        ),
        "storm.new_targets": (
            "Each copy from {card}'s storm may have new targets: as they are created you may choose new targets for "
            "any of them, so they can go to different targets."
        ),
        "loyalty.twice": (
            "{card} lets you activate the loyalty abilities of planeswalkers you control twice each turn rather than "
            "once: the same one twice or two different ones, each in your main phase with an empty stack."
        ),
        "loyalty.once_each": (
            "The limit is per permanent: each planeswalker's loyalty abilities can be activated once each turn, so "
            "one of {first}'s and one of {second}'s in the same turn is fine."
        ),
        "loyalty.once": (
            "Once each turn: a permanent's loyalty abilities can be activated only if no loyalty ability of that "
            "permanent was activated this turn, and only in your main phase with an empty stack."
        ),
        "loyalty.left": "{name} is left with {n} loyalty.",
        "loyalty.left_one": "{name} is left with 1 loyalty.",
        "loyalty.dies": "{name} ends with 0 loyalty, so it is put into its owner's graveyard as a state-based action.",
        "loyalty.step_enters": "{name} enters with its printed loyalty: {n}.",
        "loyalty.step_doubled": "{card} doubles the loyalty counters it enters with: {n}.",
        "loyalty.enters_doubled": (
            "{name} enters with {n} loyalty counters: its printed loyalty is {printed}, and each {card} you control "
            "(here {k}) applies once and doubles the counters it enters with; a rival's doesn't affect it."
        ),
        "loyalty.gets": "{n}: the loyalty cost puts exactly {n}, and {card} doesn't double counters put as a cost.",
        "loyalty.cost_exact": (
            "The +{n} puts exactly {n} loyalty counters: they are put on as the ability's cost, and {card} doubles only "
            "counters an effect puts on."
        ),
        "loyalty.deathtouch": "Deathtouch destroys only creatures: damage to a planeswalker just removes loyalty counters.",
        "loyalty.cost_removed": (
            "The -{n} removes exactly {n} loyalty counters as the ability's cost; {card} changes only how many counters "
            "are put on a permanent, not how many are removed."
        ),
        "loyalty.cost_not_doubled": (
            "{card} doubled the counters it entered with ({n}), but not the loyalty ability's: those are put on as a "
            "cost, not by an effect."
        ),
        "loyalty.step_has": "{name} has {n} loyalty.",
        "loyalty.step_ability": "Its {change} loyalty ability changes its loyalty as a cost: {n}.",
        "loyalty.step_damage": "{d} damage dealt to it removes that many loyalty counters: {n}.",
        "cleanup.dies_at_once": (
            "It dies, and right away rather than at end of turn: {n} damage is lethal even to the pumped {p}/{t} {name}, so it is "
            "destroyed as a state-based action as soon as the damage is dealt."
        ),
        "cleanup.shrunk": (
            "It dies as soon as {card} resolves, before the cleanup step: its base toughness becomes the card's, the "
            "pump still adds to it, so it has toughness {t} with {n} damage marked — lethal, checked at once."
        ),
        "cleanup.shrink_ends": (
            "In the cleanup step all “until end of turn” effects end at the same time, the pump and "
            "{shrink}'s shrink together, so it goes back to its own size with neither: it doesn't die."
        ),
        "cleanup.survives": (
            "In the cleanup step its damage is removed and the “until end of turn” effects end at the same time, so "
            "it is never left with damage its toughness can't take: it doesn't die."
        ),
        "repl.unpreventable": (
            "{card} says this damage can't be prevented: {source} deals {n} damage, and {shields} applies but "
            "prevents none of it."
        ),
        "repl.step_order": "Order {chain}: {n} {unit}.",
        "repl.step_result": "Result: {n} {unit}.",
        "repl.gone_tokens": "You get {n} tokens: {cards} is no longer on the battlefield, so its effect doesn't apply.",
        "repl.gone_counters": "It gets {n} +1/+1 counters: {cards} is no longer on the battlefield, so its effect doesn't apply.",
        "repl.gone_damage": "{source} deals {n} damage: {cards} is no longer on the battlefield, so its effect doesn't apply.",
        "repl.step_gone": "A permanent's abilities work only while it is on the battlefield: {cards} left it before the event.",
        "repl.exile_seen": (
            "{trigger}'s ability triggers anyway: {replacer} exiles the creature instead of letting it die, and {trigger} "
            "triggers whether it dies or is put into exile."
        ),
        "repl.no_trigger": (
            "No: {trigger}'s ability doesn't trigger. Because of {replacer}, the creature is exiled instead of being "
            "put into the graveyard, so it never dies."
        ),
        "repl.none_how_many": (
            "None (0): because of {replacer}, the creature is exiled instead of being put into the graveyard, so it "
            "never dies and {trigger}'s dies ability doesn't trigger."
        ),
        "repl.still_triggers": (
            "Yes: {replacer}'s replacement effect doesn't apply here ({why}), so the creature dies (goes to the "
            "graveyard) and {trigger}'s ability triggers."
        ),
        "repl.step_never": "A replaced event never happens; the modified event (exile) happens instead.",
        "repl.step_dies": "“Dies” means put into a graveyard from the battlefield, so {trigger}'s ability has nothing to trigger on.",
        "repl.step_not_applies": "{replacer}'s effect doesn't apply: {why}.",
        "repl.why_token": "it only affects cards (nontoken creatures), and a token isn't a card",
        "repl.why_opponents": "it only affects your opponents' graveyards, and this creature goes to yours",
        "repl.why_yours": "it only affects your own graveyard, and this creature goes to your opponent's",
        "repl.why_opponents_control": (
            "it only affects creatures its controller's opponents control, and this creature is controlled by the same "
            "player"
        ),
        "repl.step_dies_yes": "The creature is put into a graveyard from the battlefield: it dies, and {trigger}'s ability triggers.",
        "legend.each_keeps": (
            "Each of you keeps yours: the legend rule only applies to legendary permanents with the same name "
            "controlled by the same player."
        ),
        "legend.dies": (
            "The legend rule puts the one you don't keep into its owner's graveyard from the battlefield, and that is "
            "dying: {card}'s ability that triggers when it dies triggers."
        ),
        "legend.different_names": (
            "{a} and {b} have different names, and the legend rule only looks at legendary permanents with the same "
            "name controlled by the same player: you keep both."
        ),
        "drain.gain": (
            "{total} life: {card} makes each opponent lose {n} life (opponents in this game: {opponents}), and you gain "
            "the life lost this way, {n} from each."
        ),
        "drain.each_loses": (
            "{n} life each: {card} makes every opponent lose {n} life, however many there are (opponents in this "
            "game: {opponents})."
        ),
        "countering.loyalty": (
            "{counter} counters an activated ability, and a planeswalker's loyalty ability is an activated ability: "
            "it is countered, and the loyalty already paid as its cost stays paid."
        ),
        "countering.static": (
            "{counter} can't: {card}'s ability is a static ability, which is simply true while it is on the "
            "battlefield; it is never activated or triggered, so it never goes on the stack to be countered."
        ),
        "countering.the_permanent": "the permanent",
        "countering.mana_ability": (
            "{counter} can't: a mana ability doesn't use the stack, so there is nothing to target or counter; it "
            "resolves as soon as it is activated."
        ),
        "evasion.reach_only": (
            "{blocker} can block {attacker}: neither has flying or any other evasion, and reach only adds what a "
            "creature with it can block (creatures with flying); it makes nothing harder to block."
        ),
        "equip.who_mine": (
            "You do: {card} stays under your control; an Equipment's controller doesn't change when the creature it is "
            "attached to changes control, so it stays attached, but only you can move it."
        ),
        "equip.who_theirs": (
            "Your opponent does: {card} stays under their control; an Equipment's controller doesn't change when the "
            "creature it is attached to changes control."
        ),
        "cleanup.untap_no_priority": (
            "No player receives priority during the untap step: no spells are cast and no abilities are activated "
            "then; anything that triggers there waits for the upkeep, where the active player gets priority first."
        ),
        "pt.printed_plus": "{card} is {size}: its printed {base}, plus {mods}.",
        "pt.counters_cancel": (
            "A +1/+1 and a -1/-1 counter on the same creature are removed in pairs as a state-based action, which "
            "doesn't change its size."
        ),
        "pt.zero_toughness": "With toughness 0 or less, {card} is put into its owner's graveyard.",
        "targets.sacrificed_dies": (
            "It dies, but from being sacrificed: it goes to the graveyard before {spell} resolves, and then {spell} "
            "doesn't resolve, its only target gone."
        ),
        "tapped.vigilance": (
            "Attacking doesn't tap a creature with vigilance, so it is still untapped on the next turn and can block "
            "then like any untapped creature."
        ),
        "survival.toughness_unknown": (
            "{name} dies if its toughness is {n} or less: -{n}/-{n} leaves it at toughness 0 or less, and such a "
            "creature is put into its owner's graveyard as a state-based action; it isn't destroyed, so {how} doesn't "
            "help. With more toughness it survives."
        ),
        "command.dies_not_hand": (
            "A commander that dies goes to its owner's graveyard, not to their hand; from there its owner may put it "
            "into the command zone the next time state-based actions are checked, and cast it again from there."
        ),
        "mulligan.first_draw_skip": (
            "In a two-player game the player who goes first skips the draw step of their first turn, so no card is "
            "drawn then."
        ),
        "mulligan.first_draw_multi": (
            "In a multiplayer game (other than Two-Headed Giant) no player skips the draw step of their first turn: "
            "the starting player draws as usual."
        ),
        "block.flier_said": (
            "{blocker} can block it: {blocker} has {kw}, and a creature with flying can be blocked by creatures with "
            "flying and/or reach."
        ),
        "block.flier_said_cant": (
            "{blocker} can't block it: a creature with flying can't be blocked except by creatures with flying and/or "
            "reach, and {blocker} has neither."
        ),
        "combat.the_attacker": "the attacking creature",
        "timing.creature_response": (
            "A creature spell can be cast only in your own main phase with the stack empty; only a creature with "
            "flash (or given flash by an effect) can be cast in response."
        ),
        "player.boosted_theirs": (
            "{card} adds its + to each hit on you of a red source your opponent controls (the number after the +)."
        ),
        "player.step_boost_theirs": "{card} adds {n} to each hit of {name} on you: a red source your opponent controls.",
        "player.boosted": (
            "{card} adds its + to each hit of a red source you control on your opponent (the number after the +)."
        ),
        "player.step_boost": "{card} adds {n} to each hit of {name} on your opponent: a red source you control.",
        "player.several": "{n} damage: each unblocked attacker deals damage equal to its power to the player: {listed}.",
        "player.life_left": "{n} life left ({total} damage).",
        "repl.no_counters": (
            "{card} enters with no counters: {stopper} says counters can't be put on creatures, and a \"can't\" "
            "beats an effect that says they would be."
        ),
        "repl.no_counters_dies": "As a 0/0, {card} is put into its owner's graveyard as a state-based action.",
        "split.kills_all": (
            "{card} divides its {power} damage among its blockers as you choose, and their toughness adds up to {n} "
            "({names}): enough lethal damage for each, so they all die."
        ),
        "split.kills_not_all": (
            "{card} divides its {power} damage among its blockers as you choose, but their toughness adds up to {n} "
            "({names}): not enough to deal lethal damage to all of them."
        ),
        "cleanup.turns_apart": (
            "{card} survives: the damage from the first turn is removed in that turn's cleanup step, so it never has "
            "more than {n} damage marked at once, less than its toughness {t}."
        ),
        "token.not_a_card": (
            "A token isn't a card: it is a marker for a permanent that no card represents, so what counts or moves "
            'cards ("cards in your graveyard", "a card in hand") doesn\'t see it.'
        ),
        "target_legal.cant": "{spell} can only target “{phrase}”, and {reason}: it can't be chosen as the target.",
        "target_legal.is_color": "{card} is {word}",
        "target_legal.not_color": "{card} isn't {word}",
        "target_legal.is_type": "{card} is {a} {word}",
        "target_legal.not_type": "{card} isn't {a} {word}",
        "target_legal.either": "{a} or {b}",
        "target_legal.old_redirect": (
            "Damage dealt to a player can no longer be redirected to a planeswalker that player controls: that old "
            'rule was removed. To damage the planeswalker, choose it as the target directly ("any target" includes '
            "planeswalkers)."
        ),
        "target_legal.tapped": "tapped",
        "target_legal.attacker_tapped": "Attacking tapped {attacker} (it has no vigilance), so it is a tapped creature {card}'s ability can target, and when the ability resolves it is destroyed.",
        "target_legal.vigilant": "{attacker} has vigilance, so attacking didn't tap it, and {card}'s ability can target only a tapped creature.",
        "target_legal.untapped": "untapped",
        "target_legal.kills_tapped": (
            "{card}'s ability targets a {state} creature, and that one is {state}: it can be chosen, and when the "
            "ability resolves the creature is destroyed."
        ),
        "target_legal.state_wrong": (
            "{card}'s ability can target only a {state} creature, so a creature that isn't {state} can't be chosen as "
            "its target."
        ),
        "target_legal.any_target": (
            '{spell} deals its damage to "any target": a creature, a player, a planeswalker or a battle, so {kind} '
            "can be chosen directly, without attacking it."
        ),
        "target_legal.not_any_target": (
            "{spell}'s \"any target\" means a creature, a player, a planeswalker or a battle only, so {kind} can't be "
            "chosen."
        ),
        "target_legal.kind.creature": "a creature",
        "target_legal.kind.planeswalker": "a planeswalker",
        "target_legal.kind.player": "a player",
        "target_legal.kind.battle": "a battle",
        "target_legal.kind.artifact": "a noncreature artifact",
        "target_legal.kind.enchantment": "a noncreature enchantment",
        "target_legal.kind.land": "a noncreature land",
        "target_legal.can": "{card} fits “{phrase}”, so it is a legal target for {spell}.",
        "target_legal.own": (
            "{spell} targets “{phrase}” with nothing about who controls it, so a {phrase} of your own is a legal "
            "target."
        ),
        "target_legal.not_yours": (
            "{user} can only target a “{phrase}”, and {card} is controlled by your opponent now, whoever owns it: "
            "“you” means the player using {user}, so {card} can't be chosen."
        ),
        "target_legal.yours": ("{user} can only target a “{phrase}”, and you control {card}: it can't be chosen."),
        "soft_counter.you_decide": "You do.",
        "soft_counter.that_player_draw": "{card} offers the payment to the opponent who drew the card (\"that player may pay\"): that player decides whether to pay as the trigger resolves, and only if they don't does {card}'s controller get its effect.",
        "soft_counter.exiled": (
            "It's exiled: {card} counters it and, countered this way, exiles it instead of putting it into its owner's "
            "graveyard."
        ),
        "soft_counter.watcher_paid": (
            "{card} gives its controller the draw only if the payment isn't made: paid as the ability resolves, they "
            "don't draw."
        ),
        "soft_counter.watcher_unpaid": (
            "{card} gives its controller the draw when the payment isn't made: if you don't pay as the ability "
            "resolves, they may draw a card."
        ),
        "soft_counter.that_player_cast": "{card} offers the payment to the opponent who cast the spell (\"unless that player pays\"): that player decides whether to pay as the trigger resolves, and only if they don't does {card}'s controller get its effect.",
        "soft_counter.who_pays": (
            "The controller of the spell {card} targets: {card} counters it unless that player pays, so they choose "
            "whether to pay; {card}'s caster pays nothing more."
        ),
        "sacrifice.not_kicked": (
            "{edict}'s ability triggers only if it was kicked: without the kicker it doesn't trigger, and no one "
            "sacrifices anything."
        ),
        "sacrifice.they_do": "They do.",
        "copy.no_cost": (
            "A copy of {spell} isn't cast, so no cost is paid for it, {spell}'s additional cost included: the copy "
            "uses the choices made for the original, what was paid for it included."
        ),
        "copy.counter_it": (
            "A copy of a spell on the stack is a spell too (it just wasn't cast), so {card} can target it and counter it."
        ),
        "lifegain.counters": (
            "{c}: {card}'s ability triggers {n} {times}, once for each source with lifelink that deals damage, and each "
            "time it resolves it puts its +1/+1 counter on (and one more for each Hardened Scales-style effect)."
        ),
        "lifegain.time": "time",
        "lifegain.times": "times",
        "costs.kicked_increase": (
            "{spell} kicked costs {cost} ({total} mana): its mana cost {printed}, plus its kicker {kicker}, plus the "
            "{{{n}}} {card} adds."
        ),
        "blocked.stays_evasion": (
            "Once blockers are declared it is a blocked creature until combat ends or it leaves combat: flying or "
            "another evasion ability gained afterwards doesn't unblock it."
        ),
        "targets.no_exchange": (
            "{name} exchanges nothing: one of its targets is illegal as it resolves, and when the entire exchange can't "
            "be completed, no part of it happens."
        ),
        "mv.a_card": "card",
        "attack_count.copies": (
            "{n}: each of the {k} {card}s triggers once for each creature that attacks, so {attackers} attackers make "
            "{attackers} × {k} triggers of {per} damage each."
        ),
        "new_object.counters": (
            "Exiled and returned, it comes back as a new object with no memory of the old one, and counters don't "
            "stay on an object that changes zones: it returns with none (only what it enters with)."
        ),
        "new_object.damage": (
            "Exiled and returned, it comes back as a new object with no memory of the old one: the damage marked on "
            "it before is gone."
        ),
        "new_object.attached": (
            "Exiled and returned, it comes back as a new object with no memory of the old one: Auras and Equipment "
            "that were attached to it stay behind (Auras go to the graveyard, Equipment stays unattached)."
        ),
        "loyalty.deathtouch_only": (
            "Deathtouch destroys only creatures: damage to a planeswalker just removes that many loyalty counters, and "
            "it goes to the graveyard only if that leaves it with 0 loyalty."
        ),
        "order.and": " and ",
        "countered.return_countered": (
            "The countered trigger leaves the stack and none of its effects happen, so nothing returns {card}: it stays "
            "in the graveyard."
        ),
        "countered.trigger_harm": (
            "{card}'s triggered ability is countered: it leaves the stack and none of its effects happen, so its damage "
            "or removal never happens."
        ),
        "even_split.one_gone": (
            "{each} each: {card} divides its damage as it resolves, among the targets still legal then, so with one of "
            "the {n} gone X={x} is split among {left}, rounded down."
        ),
        "targets.no_fight": (
            "No damage is dealt: with one of the creatures told to fight gone or an illegal target as {name} resolves, "
            "neither of them fights or deals damage."
        ),
        "extra.not_entering": (
            "{trigger}'s ability triggers only once: {doubler} makes an ability trigger again only when an artifact or "
            "creature entering the battlefield triggers it, and this one isn't triggered by that."
        ),
        "library.no_window": (
            "State-based actions are checked before any player would get priority, so the player who tried to "
            "draw from an empty library loses before anyone can cast anything."
        ),
        "library.wins_instead": (
            "{card} replaces the draw from the empty library: its controller wins the game instead of drawing (and "
            "so never loses for the empty library)."
        ),
        "abilities.enters_without": (
            "Under {source}, {name} enters the battlefield with no abilities, so its enters-the-battlefield ability "
            "doesn't trigger."
        ),
        "ward.total_theirs": (
            "{total}: each of the {n} targets has its own ward, and each one triggers when it becomes a target, so "
            "your opponent's spell is countered unless they pay {cost} for each trigger."
        ),
        "ward.total": (
            "{total}: each of the {n} targets has its own ward, and each one triggers when it becomes a target, so "
            "the spell is countered unless you pay {cost} for each trigger."
        ),
        "ward.own": (
            "Ward triggers only when the permanent becomes the target of a spell or ability an opponent controls; your "
            "own spells and abilities don't trigger it, so there is nothing to pay."
        ),
        "blocked.trample_all_worn": (
            "{gear} gives {card} trample, and {card} stays blocked with no creature left blocking it, so all its "
            "combat damage is assigned to the defending player."
        ),
        "began.arrived": (
            '{card}\'s "at the beginning of" ability triggers only as that step begins; it arrived after this one '
            "began, so it doesn't trigger until the next one."
        ),
        "began.condition": (
            "{card}'s ability checks its condition as the step begins and triggers only if it is true then; a change "
            "later in the same step doesn't make it trigger."
        ),
        "mulligan.draws_seven": (
            "each mulligan shuffles your hand into your library and draws a new hand of seven cards (your starting "
            "hand size); then you put one card on the bottom of your library for each mulligan you have taken."
        ),
        "mulligan.opening_hand": (
            "The hand you keep after your mulligans is your opening hand, so you may begin the game with {card} on the "
            "battlefield."
        ),
        "mulligan.opening_later": (
            "{card} works only from your opening hand, before the first turn; drawn later, it has to be cast normally."
        ),
        "unpayable.cost": (
            "{card} has no mana cost, which is an unpayable cost: you can't cast it by paying mana, only through an "
            "alternative cost such as suspend or an effect that lets you cast it without paying its mana cost."
        ),
        "control.aura_again_you": (
            "You do: {card}'s control ends in the cleanup step, and then the control effect of your {aura}, still on "
            "the battlefield, is the only one left."
        ),
        "mulligan.opening_hand_plain": (
            "{card} in your opening hand lets you begin the game with it on the battlefield, whoever starts."
        ),
        "ward.the_sweeper": "That spell",
        "ward.too_late": (
            "Ward triggers only when the permanent becomes the target; given ward after the spell already targets it, "
            "nothing triggers, and the spell isn't countered by it."
        ),
        "ward.untargeted": (
            "{spell} doesn't target, so ward never triggers: the permanent is affected like any other."
        ),
        "copies.size_except": (
            "The copy is {p}/{t}: {copier} copies {card} except for its size, which its own text sets to {p}/{t}; "
            "counters and other effects on {card} aren't copied."
        ),
        "objects.trigger_opponent": (
            'Your opponent does: the trigger of {card} is yours, as you controlled it when it left, and its "target '
            'opponent" has to be one of your opponents.'
        ),
        "protection.unpreventable_unnamed": (
            "{card} made damage unpreventable this turn: protection still applies, but its prevention prevents none of "
            "that damage, so it is dealt."
        ),
        "alt_costs.two": (
            "The cost {card} offers and the spell's own evoke, dash or overload cost are both alternative costs, and "
            "only one alternative cost can be applied to a spell: pick one of them."
        ),
        "pt.later_setter": (
            "{setter} came later than {earlier}: both set its base power and toughness in layer 7b, applied in "
            "timestamp order, so the later one is what counts."
        ),
        "pt.switched": "{card} then switches its power and toughness (layer 7d, after every other change): {size}.",
        "pt.before_switch": "{card}: its printed {base}, plus {mods}, makes {size} (layer 7c).",
        "enters.life_said": (
            "{total} life: {k} creatures enter the battlefield at once, and {card}'s ability triggers once for each of "
            "them, {n} life each time."
        ),
        "enters.damage_said": (
            "{total} damage to each opponent: {k} creatures enter the battlefield at once, and {card}'s ability "
            "triggers once for each of them, {n} damage each time."
        ),
        "source_gone.resolves_unnamed": (
            "The ability still resolves: once activated or triggered, it exists on the stack independently of its "
            "source, so removing the source doesn't stop it."
        ),
        "library.draws_past": (
            "It draws the cards that are left, then the next draw is an attempt to draw from an empty library: that "
            "player loses the game the next time a player would receive priority."
        ),
        "strikes.fog_late": "{card}, cast after combat damage was dealt, prevents nothing: a prevention effect applies only to damage not yet dealt.",
        "strikes.fogged": (
            "{card} prevents all combat damage this turn: no creature deals or is dealt combat damage, so none of them "
            "dies from it, and deathtouch and lifelink have no damage to act on."
        ),
        "targets.cant_retarget": (
            "A spell's targets are chosen as it is cast; once it is on the stack they stay as chosen unless an effect "
            "(such as Redirect) changes them, even if a target becomes illegal."
        ),
        "life.no_window": (
            "A player at 0 or less life loses the next time state-based actions are checked, and they are checked "
            "before any player receives priority: there is no moment to cast a spell or activate an ability first."
        ),
        "timing.turn_based": (
            "That is a turn-based action: it doesn't use the stack and just happens, so no player can respond to it; "
            "players get priority only afterwards."
        ),
        "costs.increase_each": (
            "{spell} costs {cost} ({total} mana): each of the {held} {card} adds {{{n}}} to its mana cost {printed}, "
            "whoever controls it."
        ),
        "player.poison_not_doubled": (
            "{card} doesn't change that: it modifies counters put on a permanent, and poison counters go on a player."
        ),
        "loyalty.then_activated": (
            "Then its {change} ability's cost makes it {n}: a loyalty cost's counters aren't doubled, {card} doubles only "
            "counters an effect puts."
        ),
        "command.hand_only": (
            "{card} lets its controller's opponents cast spells only from their hands, and the command zone is not a "
            "hand; the “can't” wins over the rule that lets you cast your commander from there."
        ),
        "source_gone.exiled_for_good": (
            "{source} left first, so its “leaves the battlefield” ability resolves before the exile, with nothing "
            "to return yet; then the exile happens, and the card stays exiled for good."
        ),
        "cant_lose.theirs": (
            "{card} protects only its controller, your opponent (“you” on a card means its controller), so nothing stops "
            "you losing."
        ),
        "cmd_damage.single": "It deals {n} combat damage to the player, all of it commander damage.",
        "cmd_damage.double": (
            "With double strike it deals combat damage twice, in the first-strike and the regular combat damage steps: "
            "{p} + {p} = {n}."
        ),
        "legend.saver_regeneration": "regeneration",
        "legend.saver_indestructible": "indestructible",
        "legend.not_destroyed": (
            "The legend rule doesn't destroy anything: its controller chooses one, and the rest are put into their "
            "owners' graveyards, so {saver} (which only stops destruction) doesn't keep it on the battlefield."
        ),
        "legend.sorcery": (
            "{card} is legendary: you can cast it only while you control a legendary creature or a legendary "
            "planeswalker."
        ),
        "legend.sorcery_zone": "A commander in the command zone is not on the battlefield, so it doesn't count.",
        "sacrifice.your_creature": "your creature",
        "sacrifice.untargeted": (
            "{edict} targets nothing: each player it names chooses a creature they control and sacrifices it, so shroud "
            "or hexproof on {card} doesn't stop it, and with {card} their only creature it goes."
        ),
        "control.your_opponent": "Your opponent",
        "cast_trigger.kind.noncreature": "a noncreature",
        "cast_trigger.kind.instant_or_sorcery": "an instant or sorcery",
        "cast_trigger.kind.creature": "a creature",
        "cast_trigger.kind_yes": "{card}'s ability triggers whenever you cast {kind} spell, and {spell} is one.",
        "cast_trigger.kind_no": "{card}'s ability triggers only when you cast {kind} spell, and {spell} is not one.",
        "timing.instant": (
            "{card} is an instant: you can cast it any time you have priority, in any step and on any player's turn."
        ),
        "timing.instant_cost": (
            "{card} is an instant: you can cast it any time you have priority, and paying an alternative or additional "
            "cost for it doesn't change when."
        ),
        "blocking.ninjutsu": (
            "Ninjutsu returns an unblocked attacker, so blockers have already been declared: {card} enters tapped and "
            "attacking after that, unblocked, and no creature can block it any more."
        ),
        "sac.stolen_trigger": (
            "The creature died while you controlled it, so {card}'s “creature you control dies” ability triggers for you:"
            " a leaves-the-battlefield ability looks back at the game just before the event."
        ),
        "countering.no_refund": (
            "A countered spell doesn't resolve and goes to its owner's graveyard, and the player who cast it gets back "
            "none of the costs paid: the mana stays spent."
        ),
        "timing.sorcery_empty_stack": (
            "A sorcery is cast only in a main phase of your turn, when you have priority and the stack is empty (unless "
            "an effect lets you cast it as though it had flash)."
        ),
        "blocking.tapped_stays": (
            "Tapping or untapping a creature already declared as an attacker or a blocker doesn't remove it from combat: "
            "it keeps blocking (or attacking) and deals its combat damage."
        ),
        "timing.flash_theirs": (
            "{giver} lets only its controller, your opponent, cast spells as though they had flash; {card} is still cast "
            "only in your main phase with an empty stack."
        ),
        "tax.alternative": (
            "The commander tax is an additional cost: it is added to whatever you pay to cast the commander from the "
            "command zone, an alternative cost (or casting it without paying its mana cost) included."
        ),
        "control.taker_left": (
            "Its owner controls it again: when a player leaves the game, every effect that gave that player control of an"
            " object ends."
        ),
        "strikes.gang_first": (
            "{name} ({p} power, {strike}) deals its first-strike damage first, divided among the {n} blockers "
            "({other}), and destroys {killed} of them before they deal damage; the {left} left deal {hits} damage to it."
        ),
        "strikes.gang_first_all": (
            "{name} ({p} power, {strike}) deals its first-strike damage first, divided among the {n} blockers "
            "({other}), and destroys all of them before they deal any damage."
        ),
        "strikes.gang": (
            "{name} ({p} power) divides its damage among the {n} blockers ({other}) and destroys {killed} of them, while "
            "all {n} deal their damage to it at the same time: {hits} damage."
        ),
        "strikes.gang_dies": "{name} dies.",
        "strikes.gang_lives": "{name} survives.",
        "evasion.only_fliers_cant": "{blocker} can block only creatures with flying, and {attacker} doesn't have flying, so it can't block it.",
        "evasion.only_fliers_can": "{blocker} can block only creatures with flying, and {attacker} has flying, so it can block it.",
        "evasion.only_fliers_ground": "{blocker} can block only creatures with flying, so it can't block a creature without flying.",
        "loyalty.unnamed_left": "The planeswalker is left with {n} loyalty: the {d} damage dealt to it removes that many of its {start} loyalty counters.",
        "loyalty.unnamed_dies": "The planeswalker ends with 0 loyalty: the {d} damage dealt to it removes that many loyalty counters (it had {start}), so it is put into its owner's graveyard as a state-based action.",
        "mv.face_down": "0: a face-down spell or permanent is a 2/2 with no name, no text and no mana cost, and a mana cost that doesn't exist has a mana value of 0; what you paid to cast it face down doesn't change that.",
        "land_drop.land_face": "{card} is a modal double-faced card: you may play it as your land for the turn with its land face ({land}) up; it uses your land drop like any land.",
        "extra.times_dies": "{trigger}'s ability triggers {n} times: each {doubler} you control ({k}) makes it trigger one additional time when a creature dying causes it to trigger.",
        "extra.times_theirs_dies": "{trigger}'s ability triggers {n} times: each {doubler} your opponent controls ({k}) makes it trigger one additional time when a creature dying causes it to trigger.",
        "control.owner_left": "The creature leaves the game with its owner: when a player leaves the game, every object that player owns leaves with them, whoever controlled it.",
        "owner.flicker_owner": "Its owner: {card} returns it to the battlefield under its owner's control, as a new object the effect that took it no longer applies to.",
        "owner.flicker_yours": "You: {card} returns it to the battlefield under your control, as a new object, so you keep it after the effect that took it would have ended.",
        "until_leaves.flickered": "{card} leaving the battlefield, even for a moment, returns the card it exiled; {card} then comes back as a new object, and its “enters” ability triggers again (it may exile a creature anew).",
        "evasion.shield_blocks": "{blocker} can block {attacker}: hexproof and shroud only stop it from being targeted, declaring a blocker targets nothing, and {attacker} has no evasion that limits what can block it.",
        "tapped.attack_taps": "Declaring {card} as an attacker taps it: tapping it isn't a cost, attacking simply causes it to become tapped (only vigilance avoids that).",
        "tapped.attack_vigilance": "{card} has vigilance: attacking doesn't cause it to tap.",
        "player.burned_first": "{name} dies to the burn before combat damage, so it deals no combat damage.",
        "player.burned_first_life": "{name} dies to the burn before combat damage, so it deals no combat damage and lifelink gains nothing.",
        "saga.sacrificed": "{saga} is sacrificed: once its final chapter ability has resolved (left the stack), its controller sacrifices it as a state-based action.",
        "saga.respond": "A chapter ability of {saga} is a triggered ability: it goes on the stack, and players get priority to respond before it resolves.",
        "adventure.exiled": "Into exile: {card} cast as an Adventure is exiled instead of going to the graveyard as it resolves, and you may cast the creature from exile later.",
        "adventure.countered_where": "To its owner's graveyard: countered, the Adventure never resolves, and only an Adventure that resolves is exiled; {card} goes to the graveyard like any countered spell.",
        "punish.boosted": "{booster} adds {extra} to damage a source of yours deals to an opponent, so it's {n} in all.",
        "punish.theirs": "Your opponent: {card} deals {n} damage to that spell's controller, the player who cast the spell that targeted it.",
        "punish.yours": "You: {card} deals {n} damage to that spell's controller, the player who cast the spell that targeted it, even if {card} is yours.",
        "player.unpreventable": "{card} makes the combat damage of its controller's creatures unpreventable, so {shield} doesn't stop it: the damage is dealt.",
        "copies.face_down": "{copier} becomes a face-up colorless 2/2 creature with no name, no types, no abilities and no mana cost: it copies only what the face-down creature is, not the card underneath, and it can't be turned face up.",
        "sac.stolen_trigger_theirs": "The creature died while your opponent controlled it, so {card}'s “creature you control dies” ability doesn't trigger for you: a leaves-the-battlefield ability looks back at who controlled it just before the event.",
        "replacement.not_theirs": "{card} replaces only the death of a nontoken creature an opponent controls; your own creature just dies, and no token is created.",
        "replacement.not_theirs_token": "{card} replaces only the death of a nontoken creature an opponent controls; a token just dies, and no token is created.",
        "land_drop.own_turn": "A land is played only during a main phase of your own turn, when the stack is empty.",
        "land_drop.own_turn_extra": "A land is played only during a main phase of your own turn, when the stack is empty; an effect that lets you play additional lands changes how many, not when.",
        "kicker.kicked": "{n}: {card} was kicked, so it deals {n} damage instead of its unkicked amount.",
        "kicker.plain": "{n}: without the kicker paid, {card} deals its printed {n} damage.",
        "extra.stopped": "{orb} stops creatures entering the battlefield from causing abilities to trigger, whoever controls it, so {trigger}'s ability doesn't trigger.",
        "sac.trigger_theirs": "Your opponent: {card}'s “dies” ability is controlled by whoever controlled it as it died, and your opponent had taken it.",
        "cmd_damage.left": "{n} more: a player dealt 21 or more combat damage by the same commander over the game loses, and that commander has dealt you {taken}.",
        "command.not_commander": "Only a commander may be moved to the command zone from a graveyard or exile; any other card stays where it went.",
        "evoke.orb": "{card} stays: evoke's sacrifice is an ability that triggers when it enters, and {orb} stops creatures entering the battlefield from causing abilities to trigger.",
        "command.copy_not_commander": "A copy of a commander isn't a commander: being a commander is an attribute of the card itself, not a characteristic a copy can take, so the copy can't go to the command zone (a token copy just ceases to exist).",
        "player.fogged_lifelink": "The combat damage is prevented, and lifelink gains life only for damage that is actually dealt, so no life is gained.",
        "timing.sorcery_lock_theirs": "{card} lets your opponents cast spells only when they could cast a sorcery (in their own main phase, with an empty stack), and that restriction beats flash or an instant's timing.",
        "mana_ability.sac_cost": "Sacrificing the creature is part of the cost of {name}'s mana ability: it is paid while the ability is activated, and the ability doesn't use the stack, so there is no moment to respond in which the creature is still on the battlefield.",
        "discard.random": "Nobody chooses: {card} has the cards discarded at random, so neither the player who discards nor the spell's controller picks them.",
        "discard.caster": "The spell's controller chooses: {card} reveals the hand and has its controller pick the card, instead of the default where the player who discards chooses.",
        "discard.their_pick": 'Your opponent chooses: the player who discards picks which cards to discard, and {card} doesn\'t say otherwise (no "at random", no "you choose").',
        "discard.your_pick": 'You choose: the player who discards picks which cards to discard, and {card} doesn\'t say otherwise (no "at random", no "you choose" for its caster).',
        "discard.player": 'The player who discards chooses which cards to discard: {card} doesn\'t say otherwise (no "at random", no "you choose" for its caster).',
        "pick.walker": 'A planeswalker can be your commander only if its own text says it "can be your commander": otherwise a commander must be a legendary creature (or Vehicle) card.',
        "pick.nonlegendary": "A commander must be a legendary card: a creature (or Vehicle) card that isn't legendary can't be your commander.",
        "pick.legend": "Any legendary creature card can be your commander.",
        "pick.says_so": "{card} says it can be your commander, and that text changes the deck-building rules for it.",
        "pick.card_fits": "{card} is a legendary creature (or Vehicle) card, so it can be your commander.",
        "pick.card_not": "{card} isn't a legendary creature (or Vehicle) card and doesn't say it can be your commander, so it can't be one.",
        "pick.controls_away": "{card} asks whether you control a commander, and that means a commander on the battlefield: one in the command zone doesn't count.",
        "pick.controls_here": "{card} asks whether you control a commander: a commander on the battlefield counts.",
        "identity.hybrid_outside": "A hybrid {colors} symbol puts both colors in the card's color identity, even though one of them alone could pay it, and a Commander deck ({commander}) can hold only cards whose whole color identity is in its commander's.",
        "identity.hybrid_fits": "A hybrid {colors} symbol puts both colors in the card's color identity, and both are in the commander's ({commander}), so the card can be in the deck.",
        "land_drop.put": "{card} puts the land onto the battlefield: that isn't playing a land, so it doesn't use your land drop and works after you've already played one.",
        "attack.no_creature": "Creatures attack a player, a planeswalker or a battle, never another creature: to deal damage to a creature in combat it has to block, or an effect has to make them fight.",
        "attack.walker": "A creature can attack a planeswalker its controller's opponent controls instead of the player: you choose which player or planeswalker each attacker attacks as you declare attackers.",
        "costs.alt_total": "{spell} costs {cost} ({total} mana) this way: the alternative cost {paid} plus {{{n}}} from {card}, because cost increases apply to an alternative cost too.",
        "tapped.attacked_stays": "Attacking tapped it, and it untaps only in its controller's next untap step, which comes after the opponent's turn: a tapped creature can't block (only vigilance, or an untap effect, changes that).",
        "cast_trigger.unnamed": "The spell was cast: an ability that triggers on casting a spell triggers as the spell becomes cast, before anyone can counter it, and countering the spell later undoes neither the cast nor the trigger.",
        "attack_tax.other_player": "{card} taxes only creatures attacking its controller: creatures attacking another player pay nothing for it.",
        "draw_triggers.each": "{n}: {card} triggers once for each card drawn, because drawing {n} cards is {n} separate draws.",
        "pitch.itself": "{card} is already on the stack when its costs are paid (it moves there first), so it isn't in your hand and can't be the card you exile to pay for it.",
        "pitch.another": "Another copy of {card} in your hand is a card of the right color in your hand, so it can be the card you exile to pay for the one you cast (that one is already on the stack).",
        "pitch.own_turn": "{card}'s free cost says \"If it's not your turn\": on your own turn you have to pay its mana cost.",
        "pitch.their_turn": "{card}'s free cost works when it isn't your turn, so on another player's turn you may exile the card instead of paying its mana cost.",
        "quality.monocolored": "monocolored",
        "quality.multicolored": "multicolored",
        "quality.colorless": "colorless",
        "quality.artifacts": "artifacts",
        "quality.creatures": "creatures",
        "quality.everything": "everything",
        "costs.target_discount": "{total} ({cost}): {spell} costs {{{n}}} less when it targets a {color} spell, and the target is {color} (a spell of several colors is each of them).",
        "costs.no_target_discount": "{total} ({cost}): {spell} costs {{{n}}} less only when it targets a {color} spell, and this target isn't {color}, so you pay its full cost.",
        "discard.caster_you": "You choose: {card} reveals your opponent's hand and has you, its caster, pick the card, instead of the default where the player who discards chooses.",
        "discard.caster_them": "Your opponent chooses: {card} reveals your hand and has its caster pick the card, instead of the default where the player who discards chooses.",
        "legend.they_choose": (
            "Your opponent chooses: they control both, so they keep one and the other is put into its owner's "
            "graveyard — if it's yours, into your graveyard (it isn't sacrificed or destroyed)."
        ),
        "legend.trigger_stays": (
            "{card}'s enters-the-battlefield ability triggered as it entered; the legend rule putting one of them "
            "into the graveyard afterwards doesn't stop it, and it resolves on its own."
        ),
        "legend.choose": (
            "You choose one of them to keep and the other is put into its owner's graveyard (it isn't sacrificed "
            "or destroyed): that is the legend rule."
        ),
        "legend.no_response": (
            "The legend rule is a state-based action: it doesn't use the stack and happens before anyone gets "
            "priority, so there is no moment to respond to it; you choose which one to keep, and the other goes to "
            "the graveyard."
        ),
        "legend.step_rule": "The legend rule is a state-based action that looks at one player's permanents at a time.",
        "legend.step_different": "Two legends with the same name controlled by different players don't affect each other.",
        "legend.step_choose": "The player who controls both chooses which one stays.",
        "legend.step_not_sacrifice": "The others are put into the graveyard: “sacrifice” and “destroy” abilities don't see it.",
        "survival.side_indestructible": (
            "{card} gives your {kind} indestructible, and an indestructible permanent can't be destroyed, neither by "
            "{spell}'s “destroy” nor by lethal damage: none of them is destroyed."
        ),
        "survival.side_protected": (
            "{card} gives your {kind} protection from {spell}'s color, so the damage {spell} would deal them is "
            "prevented: none of them dies."
        ),
        "survival.side_not_protected": (
            "{card}'s protection stops damage, targeting, blocking and enchanting, but {spell} doesn't target or deal "
            "damage — it destroys: your {kind} are destroyed."
        ),
        "survival.kind_artifacts": "artifacts",
        "survival.kind_creatures": "creatures",
        "survival.kind_permanents": "permanents",
        "survival.kind_lands": "lands",
        "keyword_cost.emerge": (
            "{card}'s emerge cost {cost} is reduced by the sacrificed creature's mana value ({value}), in generic "
            "mana only, so you pay {paid}."
        ),
        "legend.made_two_names": (
            "{maker} makes both legendary, but the legend rule only applies to legendary permanents with the same "
            "name: {card} and its {token} token have different names, so you keep both."
        ),
        "legend.made_same_name": (
            "{maker} makes both legendary, and two legendary permanents with the same name under one player's control "
            "fall under the legend rule: you choose one {card} to keep and the other goes to the graveyard."
        ),
        "legend.made_one_only": (
            "{maker} makes only the permanent it took legendary; your own {card} isn't legendary, and the legend rule "
            "needs two legendary permanents with the same name: you keep both."
        ),
        "loyalty.kept_new": (
            "{card}: the one you kept is a new object, with no memory of the other one's activation; no loyalty ability "
            "of it has been activated this turn, so you may activate one (at sorcery speed, once)."
        ),
        "loyalty.the_walker": "the planeswalker",
        "strikes.lost_first_strike": (
            "It already dealt its combat damage in the first-strike damage step; losing first strike afterwards doesn't "
            "let it deal damage again in the regular step — only a creature with double strike deals damage in both."
        ),
        "strikes.gained_first_strike": (
            "It dealt no damage in the first-strike step, so gaining first strike after that step doesn't stop it: it "
            "still deals its combat damage in the regular step."
        ),
        "prevention.into_counters": (
            "{card} replaces the damage with counters: the damage is never dealt, and lifelink gains life only for "
            "damage dealt, so no life is gained."
        ),
        "blocked_once.loses": (
            "{card}'s “becomes blocked” ability triggers once each combat, however many creatures block it: the "
            "defending player loses {n} life, not {n} per blocker."
        ),
        "blocked_once.gets": (
            "{card}'s “becomes blocked” ability triggers once each combat, however many creatures block it: it gets "
            "+{p}/+{q} once."
        ),
        "blocked_once.once": (
            "{card}'s “becomes blocked” ability triggers once each combat, however many creatures block it."
        ),
        "targets.outgrew": (
            "{card}'s ability can only target a creature with power {n} or less, and that is checked again as it "
            "resolves: with power {power} its only target is illegal, so the ability doesn't resolve and does nothing."
        ),
        "exalted.teammate": (
            "{card}'s exalted triggers only when a creature its controller controls attacks alone; your creature isn't "
            "your teammate's, so their exalted doesn't trigger (yours still do: your creature is the team's only attacker)."
        ),
        "out_of_combat.control": (
            "It is removed from combat: with {card} gone, control of the creature goes back to its owner, and a "
            "creature whose controller changes stops attacking or blocking and deals no combat damage."
        ),
        "out_of_combat.phased_by": (
            "It is removed from combat: phased out by {card}, it is treated as though it doesn't exist, so it stops "
            "attacking or blocking and deals no combat damage; it phases back in during its controller's next untap step."
        ),
        "out_of_combat.phased": (
            "It is removed from combat: a phased-out creature is treated as though it doesn't exist, so it stops "
            "attacking or blocking and deals no combat damage; it phases back in during its controller's next untap step."
        ),
        "order.seat_first": (
            "{holder}'s {card} trigger resolves first: in APNAP order the active player puts their triggers on the "
            "stack first and then each other player does in turn order ({seats}), so the last of them to hold one puts "
            "it on top, and it resolves first."
        ),
        "order.you": "you",
        "order.table_named": (
            "{last}'s resolve first: in APNAP order {active}, the active player, puts their triggers on the stack "
            "first and then each other player does in turn order ({seats}), so {last}'s go on last, on top, and "
            "resolve first; {active}'s resolve last."
        ),
        "order.table": (
            "The last player in turn order (the one to the active player's right) has theirs resolve first: in APNAP "
            "order the active player puts their triggers on the stack first, then each other player in turn order, "
            "so the last player's go on top and the active player's resolve last."
        ),
        "order.apnap": (
            "The active player puts their triggered abilities on the stack first, then the other player, so the "
            "non-active player's abilities resolve first (last in, first out)."
        ),
        "order.placed_first_theirs": "Your opponent's (the active player's) goes on the stack first.",
        "order.placed_first_yours": "Yours (the active player's) goes on the stack first.",
        "order.apnap_yours_first_named": (
            "Your {mine} trigger resolves first (you are the non-active player): it is your opponent's turn, so they (the "
            "active player) put their {theirs} trigger on the stack first and yours goes on top."
        ),
        "order.apnap_theirs_first_named": (
            "Your opponent's {theirs} trigger resolves first (they are the non-active player): it is your turn, so you "
            "(the active player) put your {mine} trigger on the stack first and theirs goes on top."
        ),
        "order.apnap_yours_first": (
            "Your abilities resolve first (you are the non-active player): it is your opponent's turn, so they (the active player) put their triggered "
            "abilities on the stack first and yours go on top."
        ),
        "order.apnap_theirs_first": (
            "Your opponent's abilities resolve first (they are the non-active player): it is your turn, so you (the active player) put your triggered "
            "abilities on the stack first and theirs go on top."
        ),
        "order.if_you_choose": "Yes, if you choose.",
        "order.first_cast_last": (
            "The stack resolves from the top, last in, first out: the spell cast last resolves first, and the one cast "
            "first waits until everything above it has resolved."
        ),
        "order.extra_turns": (
            "Extra turns are added one at a time, each directly after the turn the effect names, so the one created most "
            "recently (by the effect that resolved last) is taken first."
        ),
        "order.you_choose": (
            "You choose: all of those triggers are yours, so you put them on the stack in any order you choose, and "
            "the last one you put there resolves first."
        ),
        "order.step_apnap": "Each player, in APNAP order (active player first), puts their own triggered abilities on the stack in any order they choose.",
        "order.step_lifo": "The top (last-added) object on the stack resolves first, once all players pass in succession.",
        "order.swept_after": (
            "{creature} is on the battlefield when {wipe} resolves after it, so it is destroyed along with the rest."
        ),
        "order.lifo": "{first} resolves first (it was added last), then {rest}: the stack resolves last in, first out.",
        "order.step_resolves": "{name} resolves {nth}.",
        "order.step_check": "Each one checks its targets as it resolves; state-based actions are checked between resolutions.",
        "player.trample_all": (
            "{name} has trample and no creature is left blocking it, so all its {n} combat damage is assigned to the "
            "defending player."
        ),
        "combat.still_blocked": (
            "It stays blocked: a creature remains blocked even if the creatures blocking it are removed, and without "
            "trample it assigns its combat damage only to the creatures still blocking it; with none left it assigns no "
            "combat damage, and none goes to the player."
        ),
        "combat.nowhere": "Nowhere:",
        "combat.stays_blocked": "{name} stays blocked, and a blocked creature with no creature left blocking it assigns no combat damage in the regular step — none goes to the player without trample.",
        "combat.no_trample": "Without trample, a blocked creature assigns all its combat damage to the creature blocking it; none goes to the player.",
        "player.life_turned": "With lifelink you would gain {n} life, but {card} turns that gain into a loss: you lose {n} life instead.",
        "player.none": "The defending player takes 0 combat damage from {name}.",
        "fight.indestructible": (
            "{victim} survives: with {spell} the two creatures fight and {other} deals {n} damage to {victim}, but "
            "{victim} is indestructible, so neither lethal damage nor deathtouch destroys it."
        ),
        "fight.lethal": (
            "{victim} dies: with {spell} the two creatures fight, so {other} deals damage equal to its power ({n}) "
            "to {victim}, and damage at least equal to its toughness ({t}) is lethal damage; it is destroyed as a "
            "state-based action."
        ),
        "fight.survives": (
            "{victim} survives: with {spell} the two creatures fight, so {other} deals damage equal to its power "
            "({n}) to {victim}, which is less than its toughness ({t}); that isn't lethal damage."
        ),
        "battle.protector_opponent": (
            "A Siege's protector must be one of its controller's opponents, chosen as it enters: you can't be the "
            "protector of your own Siege."
        ),
        "battle.protector_attacks": "A battle's protector can never attack it; any other player for whom the protector is a defending player can.",
        "fight.deathtouch": (
            "{victim} is destroyed: with {spell} the two creatures fight, so {other} deals damage equal to its power "
            "to {victim}, and any damage from a source with deathtouch — fight damage as well as combat damage — "
            "destroys a creature as a state-based action."
        ),
        "combat.walker_gone": (
            "{name} still attacks, but once {walker} has left combat it attacks no player or planeswalker, and "
            "unblocked it deals no combat damage at all; trample doesn't send that damage to the player."
        ),
        "combat.killed_first": (
            "{blocker} deals its damage in the first-strike damage step and destroys {attacker} before the regular "
            "damage step, so {attacker} never deals its combat damage, trample or not."
        ),
        "combat.all_to_player": "All {n} damage of {name} goes to the defending player: a trampler with no creatures left blocking it assigns its damage to the player.",
        "combat.step_no_blockers": "With trample and no blockers left when damage is assigned, all the damage is assigned to the player.",
        "combat.trample": (
            "At most {n} damage tramples over to the player: {name} must first assign lethal damage to its "
            "blockers ({split}), and only the excess can go to the player."
        ),
        "combat.trample_doubled": "Then {card} doubles the damage as it is dealt: the player takes {n}.",
        "combat.divide_who": (
            "{name}'s controller (the attacking player) decides: a creature blocked by two or more divides its combat "
            "damage among them as its controller chooses."
        ),
        "combat.lifelink_total": "With lifelink you gain {n} life: all of its combat damage is dealt, to the blockers and the player.",
        "combat.trample_none": (
            "No damage (0) tramples over to the player: {name} must first assign lethal damage to its blockers "
            "({split}), and that takes all of it."
        ),
        "combat.step_lethal": "Lethal damage to the blockers first: {split}.",
        "combat.by_deathtouch": "with deathtouch, 1 damage is lethal",
        "combat.step_excess": "The rest of its {power} power, {n}, can be assigned to the player.",
        "combat.indestructible": "The indestructible blocker doesn't die: deathtouch destroys, and indestructible creatures can't be destroyed.",
        "strikes.indestructible": "{name} is indestructible: the damage (or deathtouch) would destroy it, and it can't be destroyed.",
        "strikes.step_prevented": "{name}'s damage to {other} is prevented: {other} has protection from its color.",
        "strikes.both": "Both creatures die.",
        "strikes.one": "{dead} dies and {alive} survives.",
        "strikes.none": "Neither creature dies.",
        "strikes.takes": "{name} takes {n} damage.",
        "strikes.life": "{name} has lifelink and deals {n} damage in all, so its controller gains {n} life.",
        "strikes.no_life": "Neither creature has lifelink: no life is gained.",
        "strikes.why_deathtouch": "{name} dies to deathtouch: any damage from a creature with deathtouch destroys it.",
        "strikes.why_same_step": "They deal their lethal damage in the same combat damage step, at the same time.",
        "strikes.why_first": "First-strike damage is dealt in an earlier combat damage step, so a creature destroyed there never deals its regular damage.",
        "strikes.step_first": "First-strike damage step: {name} deals {n} damage to {other}.",
        "strikes.step_marked": "{name} already has {n} damage from {spell}: damage stays marked until the cleanup step.",
        "strikes.marked": "The {n} damage {name} took earlier this turn still counts: it stays marked until the cleanup step.",
        "strikes.step_regular": "Regular combat damage step: {name} deals {n} damage to {other}.",
        "strikes.step_dies": "{name} has lethal damage (or deathtouch damage) and is destroyed before the next step.",
        "step.615.1": "Prevention effects apply like replacement effects, as the event happens.",
        # verdicts branch: new framing (kept together to ease merging)
        "legend.theirs_stays": "Your opponent's stays: the legend rule only compares permanents controlled by the same player.",
        "combat.deathtouch_trample_n": "{n} at most: 1 to each of the {blockers} blockers, the rest to the player.",
        "combat.deathtouch_trample": (
            "1 damage to each blocker is enough: with deathtouch, any nonzero damage counts as lethal damage, so a "
            "trampler with deathtouch assigns 1 to each blocker and the rest to the player (or planeswalker)."
        ),
        "survival.by_indestructible": "indestructible",
        "survival.by_armor": "{aura}'s umbra armor",
        "survival.survives_armor": (
            "{name} survives: {how} destroys the Aura instead and removes all damage marked on the creature."
        ),
        "survival.can_cast_indestructible": (
            "Indestructible doesn't stop {card} from targeting {name}, and {card} resolves, but {name} isn't "
            "destroyed: an indestructible permanent can't be destroyed."
        ),
        "survival.by_regenerate": "regeneration",
        "survival.survives_indestructible": (
            "{name} survives: it has indestructible, and an indestructible permanent can't be destroyed, neither by "
            "“destroy” effects nor by lethal damage."
        ),
        "survival.survives_regenerate": (
            "{name} survives: the regeneration shield replaces its destruction; instead all damage is removed from "
            "it, it's tapped, and it's removed from combat."
        ),
        "survival.sacrificed_shuffled": "{name} is sacrificed anyway: sacrificing isn't destroying, so {how} doesn't help; its own replacement effect shuffles it into its owner's library instead of the graveyard.",
        "survival.dies_sacrifice": "{name} goes to the graveyard anyway: sacrificing isn't destroying, so {how} doesn't help.",
        "survival.dies_toughness": (
            "{name} dies anyway: a creature with toughness 0 or less is put into its owner's graveyard as a "
            "state-based action; it isn't destroyed, so {how} doesn't help."
        ),
        "survival.bottom_not_dies": "{name} doesn't die — dying means going to a graveyard — but it is put on the bottom of its owner's library all the same; {how} doesn't stop that, as it isn't destruction.",
        "survival.dies_bottom": "{name} goes to the bottom of its owner's library anyway: that isn't destruction, so {how} doesn't help.",
        "survival.dies_exile": "{name} is exiled anyway: exile isn't destruction, so {how} doesn't help.",
        "survival.survives_toughness": (
            "{name} survives: it gets -{n}/-{n} and keeps toughness {left}, more than 0; only toughness 0 or less puts "
            "it into the graveyard, destroyed or not."
        ),
        "survival.dies_no_regen": "{name} is destroyed: {card} says it can't be regenerated, so the shield doesn't help.",
        "timing.split_second": (
            "While {card} is on the stack, split second stops every player from casting spells and activating "
            "abilities that aren't mana abilities; only mana abilities and special actions are allowed."
        ),
        "timing.split_second_returns": (
            "It comes back: {ring}'s “leaves the battlefield” ability still triggers and resolves while {card} is on "
            "the stack or after it, because split second stops only casting spells and activating abilities that "
            "aren't mana abilities, and that ability returns the exiled card to the battlefield."
        ),
        "timing.split_second_triggers": (
            "Triggered abilities still trigger and go on the stack as normal while {card} is on the stack: split second "
            "stops only casting spells and activating abilities that aren't mana abilities."
        ),
        "timing.split_second_targeted_mana": (
            "{source}'s ability adds mana but has a target, so it isn't a mana ability; split second on {card} lets "
            "players activate only mana abilities and take special actions, so it can't be activated."
        ),
        "timing.the_split_second_spell": "that spell",
        "timing.split_second_mana": "Split second on {card} doesn't stop mana abilities or special actions.",
        "extra.times": (
            "{trigger}'s ability triggers {n} times: each {doubler} you control ({k}) makes it trigger one additional "
            "time when an artifact or creature entering causes it to trigger."
        ),
        "extra.times_theirs": (
            "{trigger}'s ability triggers {n} times: each {doubler} your opponent controls ({k}) makes it trigger one "
            "additional time when an artifact or creature entering causes it to trigger."
        ),
        "extra.rivals": (
            "{trigger}'s ability triggers only once: {doubler} adds triggers only to abilities of permanents its own "
            "controller controls, and {trigger} isn't theirs."
        ),
        "cast_trigger.own": (
            "{card}'s “when you cast” ability triggers as the spell is cast and goes on the stack above it, on its "
            "own: it resolves even if {card} is countered (“{effect}”)."
        ),
        "cast_trigger.cascade": (
            "Cascade triggers as {card} is cast and goes on the stack above it, on its own: it resolves even if "
            "{card} is countered."
        ),
        "cast_trigger.half_x": "With X = {x}, half X rounded down is {n}.",
        "sacrifice.who_chooses": (
            "Each player who has to sacrifice chooses which of their own creatures to sacrifice; the controller of "
            "{edict} doesn't choose for them, and a player can sacrifice only what they control."
        ),
        "sacrifice.choose": (
            "{edict} makes you choose which creature to sacrifice as it resolves, so you may sacrifice another one "
            "and keep {card}."
        ),
        "sacrifice.unguarded": (
            "{card} stops only spells and abilities its controller's opponents control, and {edict} is its controller's "
            "own spell: the sacrifice happens as usual."
        ),
        "sacrifice.guarded": (
            "{card} says spells and abilities its controller's opponents control can't cause them to sacrifice "
            'permanents, and a "can\'t" beats what {edict} tells them to do: its controller sacrifices nothing.'
        ),
        "sacrifice.hexproof": (
            "{edict} targets the player, not the creature: hexproof on {card} protects only {card} itself from being "
            "targeted, so the player must still sacrifice a creature, and with {card} their only one it goes."
        ),
        "sacrifice.indestructible_unnamed": (
            "{edict} makes the player sacrifice a creature, and sacrificing isn't destroying: an indestructible "
            "creature that is their only one goes to the graveyard like any other (indestructible stops only destruction)."
        ),
        "sacrifice.shuffled": "And it doesn't end up in the graveyard: {card}'s own replacement effect reveals it and shuffles it into its owner's library instead.",
        "sacrifice.indestructible": (
            "{edict} makes the player sacrifice a creature, and sacrificing isn't destroying: the player moves their "
            "own {card} to the graveyard, so indestructible doesn't help (it stops only destruction)."
        ),
        "pay_life.phyrexian": "{n} life: each of {card}'s {k} Phyrexian mana symbols paid with life costs 2 life.",
        "pay_life.can": (
            "At {life} life you can pay {n} life: a player may pay life only if their life total is at least the "
            "amount, and {life} is at least {n}."
        ),
        "pay_life.zero": (
            "At {life} life you can pay {n} life (your life total is at least the amount), but it leaves you at 0, "
            "and you lose the game the next time state-based actions are checked."
        ),
        "pay_life.cannot": (
            "At {life} life you can't pay {n} life: a player may pay life only if their life total is at least the "
            "amount, and {life} is less than {n}."
        ),
        "pay_life.then_lose": "At 0 life you lose the game the next time state-based actions are checked.",
        "alt_costs.tapped_ok": (
            "{card}'s cost only asks you to return or sacrifice the permanent, not to tap it, so a tapped one pays it "
            "just as well."
        ),
        "alt_costs.one": (
            "Flashback is itself an alternative cost (paid rather than the mana cost), and only one alternative cost "
            "can be applied to a spell, so you can't cast {card} with flashback by paying its own alternative cost too."
        ),
        "unattached.aura": (
            "When {land} stops being a creature, {card} (enchant creature) is attached to an illegal object and is put "
            "into its owner's graveyard as a state-based action."
        ),
        "unattached.aura_returns": "Then its own trigger returns {card} to its owner's hand.",
        "unattached.equipment_stays": (
            "{card} isn't attached to anything any more, so it becomes unattached as a state-based action but stays "
            "on the battlefield under its controller's control, ready to be equipped again."
        ),
        "unattached.aura_goes": (
            "{card} is no longer attached to anything legal, so it is put into its owner's graveyard as a "
            "state-based action."
        ),
        "unattached.the_equipment": "The Equipment",
        "unattached.the_aura": "The Aura",
        "unattached.equipment": (
            "When {land} stops being a creature, {card} becomes unattached as a state-based action but stays on the "
            "battlefield."
        ),
        "identity.fits": (
            "{card}'s color identity ({colors}) fits within your commander's ({commander}): every mana symbol in its "
            "cost and rules text counts, hybrid ones too."
        ),
        "identity.that_land": "That land",
        "identity.land_fits": (
            "{card} has the basic land type(s) {types}, and every color of mana they make is in {commander}'s color "
            "identity."
        ),
        "identity.land_outside": (
            "{card} has the basic land type(s) {types}, so it could make mana of a color outside {commander}'s color "
            "identity, and a card with a basic land type may be in the deck only if every color it could make is."
        ),
        "identity.outside": (
            "{card}'s color identity is {colors}: every mana symbol in its cost and rules text counts, and a hybrid "
            "symbol counts both its colors even if one alone could pay it; that doesn't fit {commander}."
        ),
        "cast_count.damage": (
            "{total} damage to each opponent: {watcher} deals {per} each time it triggers, once for each spell you "
            "cast ({spells}); the copy {copier} makes isn't cast, so it doesn't trigger it."
        ),
        "cast_count.n": (
            "{n}: {watcher} triggers once for each spell you cast ({spells}); the copy {copier} makes isn't cast, so it "
            "doesn't trigger it."
        ),
        "equip.still_mine": (
            "{card} is still yours though the creature was taken, and only its controller can activate its equip "
            "ability: you can move it to another creature you control, as a sorcery."
        ),
        "equip.aura_stays_theirs": (
            "{card} stays under the control of the player who controls it: gaining control of the creature it "
            "enchants doesn't change who controls the Aura."
        ),
        "equip.stays": (
            "{card} stays attached and its bonus keeps applying for the creature's new controller: changing control "
            "of the creature doesn't unattach the Equipment or change who controls it."
        ),
        "equip.yours": (
            "{card} is still yours: gaining control of the creature it is attached to doesn't change who controls the "
            "Equipment, so only you can move it with its equip ability."
        ),
        "equip.the_equipment": "The Equipment",
        "moon.mountain": (
            "With {moon}, {land} is a Mountain: it loses its other land types and every ability from its rules text, "
            "and has only “{{T}}: Add {{R}}.”"
        ),
        "moon.still_creature": (
            "With {moon}, {land} is a Mountain and loses the abilities from its rules text, but its card types don't "
            "change: it is still a creature."
        ),
        "mulligan.keep": (
            "{n}: after mulligan number {taken} you draw a new hand of seven and put {bottom} of those cards on the "
            "bottom of your library, one for each mulligan that counts."
        ),
        "mulligan.bottom": "{n}: you put one card on the bottom for each mulligan that counts (mulligans taken: {taken}).",
        "mulligan.free": "In a multiplayer game and in any Brawl game the first mulligan is free: it doesn't count.",
        "mulligan.not_free": (
            "In a two-player game (outside Brawl) every mulligan counts: the first one already puts a card on the bottom."
        ),
        "abilities.lost": (
            "With {source}, {name} loses all its abilities (layer 6), so it doesn't have {keyword}, printed or not."
        ),
        "abilities.later_grant": (
            "{granter} gives {name} {keyword} after {source} took its abilities away: both are layer 6 effects, applied "
            "in timestamp order, so the later one, {granter}'s, wins and {name} has {keyword}."
        ),
        "abilities.later_loss": (
            "{source} took {name}'s abilities away after {granter} gave it {keyword}: both are layer 6 effects, applied "
            "in timestamp order, so the later one, {source}'s, wins and {name} doesn't have {keyword}."
        ),
        "abilities.the_creature": "the creature",
        "equip.stolen_yours": (
            "Equip attaches it to a target creature you control, and while you control the stolen creature it is one, "
            "so you can equip it (at sorcery speed: your main phase, empty stack)."
        ),
        "equip.only_yours": (
            "Equip attaches the Equipment only to a target creature you control, so it can't be equipped to an "
            "opponent's creature."
        ),
        "equip.controller": (
            "Only {card}'s controller can activate its equip ability, even while another player controls the creature "
            "it is attached to: changing control of the creature doesn't change control of the Equipment."
        ),
        "free_x.dies": (
            "{card} enters with no counters as a 0/0 and is put into the graveyard as a state-based action."
        ),
        "cascade.optional": (
            'Casting the card is optional: cascade says you "may" cast it without paying its mana cost; if you don\'t, '
            "it goes to the bottom of your library with the other exiled cards in a random order."
        ),
        "cascade.land": (
            "Cascade exiles cards until it exiles a nonland card: the lands it exiles on the way are just passed over "
            "and go to the bottom of your library with the rest, in a random order; none of them can be played."
        ),
        "aura_returns.hand": (
            "{aura} goes back to your hand: once its creature leaves, the Aura is attached to nothing and is put into "
            "its owner's graveyard from the battlefield as a state-based action, so its own ability triggers and "
            "returns it to its owner's hand."
        ),
        "x_count.creatures": (
            "X is {n}, so each creature you control gets +{n}/+{n}: X is counted as the ability resolves, when "
            "{card} is already on the battlefield and counts itself beside your {others} other creatures."
        ),
        "x_count.tokens": (
            "{card}'s X counts the {kind}s you control as the ability resolves: the {others} you told plus {card} "
            "itself, so X = {x}."
        ),
        "x_count.tokens_not_self": (
            "{card}'s X counts the {kind}s you control as the ability resolves: the {others} you told ({card} isn't "
            "one), so X = {x}."
        ),
        "x_count.tokens_self_gone": (
            "{card}'s X counts the {kind}s you control as the ability resolves; {card} left the battlefield in "
            "response, so only the {others} you told count: X = {x}."
        ),
        "x_count.tokens_lost": "(Of the {had} you had, the {lost} removed in response no longer count.)",
        "x_count.tokens_doubled": "{doublers} then doubles the tokens made: {n}.",
        "cascade.a_card": "a card",
        "cascade.hits": (
            "{card} (mana value {n}) has a lower mana value than {cascader} ({own}), so cascade can hit it and you may "
            "cast it without paying its mana cost."
        ),
        "cascade.misses": (
            "{cascader}'s cascade (mana value {own}) stops only at a nonland card with mana value less than {own}; "
            "{card} (mana value {n}) isn't one, so cascade exiles past it."
        ),
        "cascade.no_cost": (
            "{card} has no mana cost, so its mana value is 0, less than {cascader}'s ({own}): cascade can hit it and "
            "you may cast it without paying its mana cost."
        ),
        "mutate.not_new": (
            "A mutated creature is the same object it was: it hasn't just entered or come under your control, so if "
            "the creature underneath has been under your control since the turn began, it can attack."
        ),
        "mutate.still_new": (
            "A mutated creature is the same object it was: if the creature underneath entered this turn, it still "
            "can't attack (unless it has haste)."
        ),
        "mutate.target_gone": (
            "If the target is gone when it resolves, the spell stops being a mutating creature spell and resolves as "
            "an ordinary creature spell: it enters the battlefield on its own."
        ),
        "mutate.all_cards": (
            "Every card of the mutated creature goes to its owner's graveyard together (tokens cease to exist): the "
            "effect that moves it finds all the objects it was made of."
        ),
        "mutate.all_to_hand": (
            "All of its cards return to their owner's hand: when a merged permanent leaves the battlefield, each card "
            "that represents it goes to that zone (a token ceases to exist)."
        ),
        "mutate.no_etb": (
            "A mutating creature spell doesn't enter the battlefield: it merges with the creature, which isn't "
            "considered to have just entered, so its enters-the-battlefield abilities don't trigger again; only "
            "abilities that trigger “whenever this creature mutates” do."
        ),
        "zero_power.none": (
            "A creature with 0 power assigns no combat damage: creatures that would assign 0 or less don't assign "
            "combat damage at all, so its deathtouch or lifelink does nothing either."
        ),
        "targets.swept_exiled": (
            "It deals {n} damage to {name}, which is lethal, and {spell} exiles a creature that would die this turn "
            "instead: {name} is exiled."
        ),
        "targets.swept_dies": "It deals {n} damage to {name}, which is lethal: {name} dies.",
        "attack_count.total": (
            "{n}: {card}'s ability triggers once for each creature that attacks, so {attackers} attackers make "
            "{attackers} triggers of {per} damage each."
        ),
        "owner.trigger_theirs": (
            "your opponent does: they controlled {card} when it died, so they control its trigger; the trigger still "
            "returns it to the battlefield under its owner's control — yours."
        ),
        "owner.trigger_yours": (
            "you do: you controlled {card} when it died, so you control its trigger; the trigger still returns it to "
            "the battlefield under its owner's control — your opponent's."
        ),
        "owner.returned_targets_mine": (
            "you do, as its owner: {card} returns under its owner's control, so you control its enters trigger and "
            "choose the target."
        ),
        "owner.returned_targets": (
            "its owner (your opponent) does: {card} returns under its owner's control, so its enters trigger is "
            "controlled by its owner, who chooses the target."
        ),
        "owner.returns": (
            "its owner does: {card} returns to the battlefield under its owner's control as a new object, so the "
            "effect that had given another player control of it no longer applies."
        ),
        "not_cast.if_cast": (
            '{card}\'s enters ability says "if you cast it", a condition checked as it enters, and {how} puts it onto the '
            "battlefield without casting it: the ability doesn't trigger."
        ),
        "not_cast.no_trigger": (
            '{card}\'s "when you cast this spell" ability triggers only when {card} is cast, and {how} puts it onto '
            "the battlefield without casting it: the ability never triggers."
        ),
        "not_cast.that_way": "that",
        "multi.split_attack": (
            "Each attacking creature can attack a different opponent: Commander's default multiplayer game uses the "
            "attack multiple players option, so as you declare each attacker you choose which player (or which of "
            "their planeswalkers or battles) it attacks."
        ),
        "multi.turn_goes_on": (
            "The turn doesn't end there: if a player leaves the game during their own turn, that turn continues to "
            "its completion without an active player."
        ),
        "protection.player_attacked": (
            "{card} gives you protection, and protection doesn't stop a player from being attacked: creatures can still attack you, but "
            "the damage their sources would deal to you is prevented."
        ),
        "shuffled.instead": (
            "{card} is shuffled into its owner's library instead of going to the graveyard: its own replacement "
            "effect replaces the trip, so the graveyard event never happens and it doesn't die."
        ),
        "blocked.stays": (
            "An attacking creature that was blocked stays blocked even if its blockers leave combat; with none left it "
            "deals no combat damage, unless it has trample."
        ),
        "goad.not_goader": (
            "Not while it can attack another player: a goaded creature attacks each combat if able, and it must "
            "attack a player other than the one who goaded it if able."
        ),
        "goad.only_goader": (
            "In a two-player game the goader is the only player it can attack: it must attack each combat if able, "
            "and attacking a player other than the goader is required only if able."
        ),
        "goad.must_attack": "A goaded creature must attack each combat if able: it can't stay home.",
        "goad.can_block": "Goad only makes it attack: a goaded creature can still block as usual.",
        "trigger_controller.stolen": (
            "you do: you controlled {card} when its ability triggered, so you control that triggered ability and "
            'the "you" in its text is you, not its owner.'
        ),
        "trigger_controller.mine": (
            "you do: {card}'s triggered ability is controlled by the player who controlled {card} when it triggered, "
            'and the "you" in its text is that player, whoever cast the spell that set it off.'
        ),
        "trigger_controller.your_graveyard": (
            "your own graveyard: “your” in {card}'s text means its controller, and you control it now, so it returns "
            "a creature card from your graveyard."
        ),
        "trigger_controller.stays_who": "your opponent.",
        "trigger_controller.stays": (
            "A triggered ability on the stack is controlled by the player who controlled its source when it triggered; "
            "taking control of the creature afterwards doesn't change who controls the ability already on the stack."
        ),
        "trigger_controller.theirs": (
            "your opponent does: {card}'s triggered ability is controlled by the player who controlled {card} when it "
            'triggered, and the "you" in its text is that player.'
        ),
        "sickness.no_tap_cost": (
            "Summoning sickness stops only attacking and abilities with {{T}} or {{Q}} in their cost, and no ability of "
            "{name} has one: it can be activated right away."
        ),
        "sickness.walker_used": "Only one loyalty ability of {card} can be activated each turn, and one was already activated this turn.",
        "sickness.walker_once": "Only one loyalty ability of {card} can be activated each turn, and one was already activated this turn: countering it doesn't change that, since it was activated.",
        "sickness.walker": "Summoning sickness only stops creatures from attacking and using {{T}} abilities; {card} can activate a loyalty ability the turn it comes under your control: once that turn, in your main phase with the stack empty.",
        "sickness.can_block": (
            'It can block: the rule for a creature that came under your control this turn ("summoning sickness") '
            "only stops it from attacking and from using abilities with {{T}} or {{Q}} in their cost; blocking isn't limited."
        ),
        "cleanup.damage_wears_off": (
            "Damage doesn't carry over to the next turn: in every turn's cleanup step all damage marked on permanents "
            'is removed, at the same time as "until end of turn" effects end.'
        ),
        "evasion.type_plains": "Plains",
        "evasion.type_island": "Island",
        "evasion.type_swamp": "Swamp",
        "evasion.type_mountain": "Mountain",
        "evasion.type_forest": "Forest",
        "evasion.landwalk": (
            "{attacker} can't be blocked as long as the defending player controls a land of type {type}, and {land} "
            "is one."
        ),
        "evasion.fear_can": (
            "{blocker} can block {attacker}: fear lets only artifact and/or black creatures block, and {blocker} is "
            "one."
        ),
        "evasion.fear_cant": (
            "{blocker} can't block {attacker}: a creature with fear can be blocked only by artifact and/or black "
            "creatures."
        ),
        "evasion.intimidate_can": (
            "{blocker} can block {attacker}: intimidate lets artifact creatures and creatures sharing a color with it "
            "block."
        ),
        "evasion.intimidate_cant": (
            "{blocker} can't block {attacker}: with intimidate it can be blocked only by artifact creatures and/or "
            "creatures that share a color with it."
        ),
        "affinity.cost_taxed": (
            "{total} mana ({cost}): {tax} first makes {card} ({printed}) cost {{{more}}} more, then affinity takes {{1}} off for each "
            "of the {n} artifacts, and the reduction takes away generic mana only."
        ),
        "affinity.cost": (
            "{total} mana ({cost}): {card} ({printed}) costs {{1}} less for each artifact you control, and the reduction only takes "
            "away generic mana, so with {n} artifacts you pay {cost}."
        ),
        "command.exiled_first": (
            "The commander doesn't die: exiled, it never went from the battlefield to a graveyard, and moving it to "
            "the command zone afterwards doesn't change that, so \"dies\" abilities don't trigger."
        ),
        "command.died_first": (
            "The commander dies: it goes to the graveyard first, and only then may its owner move it to the "
            'command zone as a state-based action, so "dies" abilities trigger.'
        ),
        "leaves.owned": (
            "It leaves the game with its owner: when a player leaves the game, every object that player owns leaves "
            "too, even one another player controls."
        ),
        "leaves.ability": (
            "That ability ceases to exist: when a player leaves the game, objects they controlled on the stack that "
            "aren't cards, such as their triggered abilities, stop existing, so it never resolves."
        ),
        "leaves.spell": (
            "That spell leaves the game with its owner: when a player leaves the game, every object that player owns "
            "leaves too, including those on the stack, so it never resolves."
        ),
        "deck.commander_size": "Exactly 100 cards, the commander included: in Commander the minimum and maximum are both 100.",
        "deck.commander_copies": (
            "One copy: other than basic lands, each card in a Commander deck must have a different name."
        ),
        "deck.constructed_copies": (
            "Four at most: a constructed deck may contain any number of basic lands but no more than four copies of "
            "any other card with the same name."
        ),
        "deck.constructed_size": "At least 60 cards: a constructed deck has a minimum deck size of 60 (no maximum).",
        "deck.limited_size": "At least 40 cards: in limited play the minimum deck size is 40 cards.",
        "face_down.not_theirs": (
            "You may look only at face-down cards you control: you can't look at face-down spells or permanents "
            "another player controls."
        ),
        "face_down.own": "You may look at a face-down spell or permanent you control at any time.",
        "face_down.cost": (
            "3 generic mana ({{3}}): you cast the card face down as a 2/2 creature with no text, no name, no subtypes "
            "and no mana cost by paying {{3}} rather than its mana cost (turning it face up later costs its morph cost)."
        ),
        "face_down.revealed": (
            "It must be shown: if a face-down permanent leaves the battlefield, its owner must reveal it."
        ),
        "free_x.zero": (
            "Cast without paying its mana cost, {card}'s X can only be 0: you can't choose another value, so X counts "
            "as 0 for everything the spell does."
        ),
        "tax.countered": (
            "It was cast from the command zone even though it was countered: the tax counts each previous time you "
            "cast it from there, not whether it resolved, so the next cast from the command zone costs {{2}} more."
        ),
        "tax.partners": (
            "Each commander has its own tax: the {{2}} is added for each previous time that same commander was cast "
            "from the command zone, so the other partner's casts don't count."
        ),
        "tax.from_hand": (
            "The commander tax applies only when a commander is cast from the command zone; cast from your hand it "
            "costs its normal cost (and that cast doesn't count toward the tax)."
        ),
        "cmd_damage.combat_only": (
            "Only combat damage counts: a player loses to 21 or more combat damage from the same commander; "
            "noncombat damage still costs life but doesn't add toward the 21."
        ),
        "cmd_damage.not_combat": (
            "Only combat damage dealt by a commander counts toward the 21; damage dealt by {spell} is damage from "
            "that spell, not combat damage from the commander."
        ),
        "cmd_damage.alive": (
            "Commander damage counts per commander: a player loses only after 21 or more combat damage from the same "
            "commander, and the most from one here is {n} (the {total} in all don't add up across commanders)."
        ),
        "cmd_damage.alive_one": (
            "A player loses only after 21 or more combat damage from the same commander, and here it is {n}."
        ),
        "cmd_damage.exalted": "{card} attacks alone: exalted gives it +1/+1 for each instance ({n}), so its power is {power}.",
        "cmd_damage.adds": (
            "{card} has already dealt that player {before} combat damage, and connecting unblocked adds its power, "
            "{power}: {n} from the same commander in all."
        ),
        "cmd_damage.prevented": (
            "That damage is prevented, and prevented damage is never dealt, so it adds nothing to the commander damage "
            "that player has taken."
        ),
        "cmd_damage.copy": (
            "Being a commander is an attribute of the card itself, not a characteristic a copy can copy, so the copy "
            "isn't a commander and its combat damage isn't commander damage."
        ),
        "cmd_damage.loses": (
            "{n} combat damage from the same commander is 21 or more, so that player loses the game as a state-based "
            "action, whatever their life total."
        ),
        "extra.cards": "{n} cards in all:",
        "cant_enter.libraries": (
            "{cage} says creature cards in libraries can't enter the battlefield, and that \"can't\" beats {card}'s "
            "instruction to put them onto the battlefield: they stay where they are."
        ),
        "cant_enter.graveyards": (
            "{cage} says creature cards in graveyards can't enter the battlefield, and that \"can't\" beats {card}'s "
            "instruction to put them onto the battlefield: they stay where they are."
        ),
        "mutate.own_only": (
            "A mutating creature spell can only target a non-Human creature with the same owner as the spell: one "
            "of yours, not your opponent's."
        ),
        "adventure.countered": (
            "A countered {spell} goes to its owner's graveyard: only an Adventure that resolves is exiled with "
            "permission to cast {card} later, so you can't cast it from exile."
        ),
        "extra.not_yours": "That life goes to your opponent, who controls {trigger}, not to you.",
        "extra.life": "That is {n} life in all.",
        "count.exiled": (
            "None (0): exiled creatures aren't put into a graveyard from the battlefield, so none of them dies and "
            "{card} never triggers."
        ),
        "must_target.dies": "It deals {n} damage to itself, which is lethal: {card} dies.",
        "must_target.itself": (
            "{card}'s enters ability is mandatory and needs a target creature as it goes on the stack; with no other "
            "creature on the battlefield, {card} itself is the only legal target, so it must target itself."
        ),
        "must_target.none": (
            "{card}'s enters ability can't target {card} itself, and with no other creature there is no legal target: "
            "the ability is removed from the stack and does nothing."
        ),
        "blink.who_you": "You do:",
        "blink.who_owner": "Its owner does:",
        "blink.kept": (
            "{blink} exiles it and returns it under your control as a new object: {thief}'s control effect was on "
            "the old object, so you keep it for good."
        ),
        "blink.to_owner": (
            "{blink} returns it to the battlefield under its owner's control, as a new object {thief}'s effect no "
            "longer applies to: it goes back to your opponent."
        ),
        "blink.the_creature": "the creature",
        "blink.out_of_combat": (
            "Leaving the battlefield removes the creature from combat, and it comes back as a new object that isn't "
            "attacking or blocking, so it deals no combat damage this combat."
        ),
        "blink.aura": (
            "The creature comes back as a new object, so {aura} is attached to nothing and is put into its owner's "
            "graveyard as a state-based action; it doesn't follow the creature back."
        ),
        "blink.no_sacrifice": (
            "Flickered, {card} came back as a new object with no relation to the one {source} put onto the "
            "battlefield, so {source}'s delayed ability has nothing to sacrifice at the end step."
        ),
        "blink.no_exile": (
            "Flickered, {card} came back as a new object with no relation to the one {source} put onto the "
            "battlefield, so {source}'s delayed ability has nothing to exile at the end step."
        ),
        "proliferate.poison": (
            "Proliferate gives that player another poison counter: from {had} to {n}, and with ten or more they lose "
            "the game as a state-based action."
        ),
        "proliferate.choose": (
            "Proliferate lets you choose any number of the permanents and players that have a counter, and only "
            "those chosen get one more counter of each kind they already have, so you can leave any of them out."
        ),
        "timing.land_played": (
            "Playing {card} is a special action, not casting a spell: the land doesn't go on the stack, so it can't "
            "be countered or responded to."
        ),
        "timing.land_trigger": (
            "Not to playing the land, which doesn't use the stack, but to the ability that triggers when {card} "
            "enters: it goes on the stack, so you can respond to it before it resolves."
        ),
        "timing.uses_stack": (
            "A triggered ability goes on the stack the next time a player would receive priority, and it resolves only "
            "after all players pass, so players can respond to it like to a spell."
        ),
        "timing.hold_priority": (
            "A player who casts a spell or activates an ability receives priority again afterward, so you can "
            "cast another one before your opponent gets priority (holding priority)."
        ),
        "timing.held_since": (
            "You took {name} during another player's turn, so as your turn begins you have controlled it continuously "
            "since then: on your turn it can attack and use abilities with {{T}} in the cost."
        ),
        "timing.summoning_sick": (
            "{name} came under your control this turn, so it can't attack or use abilities with {{T}} in the cost "
            "(mana abilities included) until your next turn, unless it has haste."
        ),
        "timing.stolen_haste": "{name} can attack and tap this turn: {card} gives it haste.",
        "timing.the_creature": "The creature",
        "graveyard.choice": (
            "Two replacement effects want to replace the same event ({effects}). {who} chooses which one applies; "
            "the other then doesn't apply, because the card no longer goes to the graveyard."
        ),
        "graveyard.owner": "The affected card's controller (its owner, if it isn't on the battlefield)",
        "graveyard.owner_theirs": "Your opponent, as the affected card's controller or owner,",
        "graveyard.not_necessarily": "Not necessarily.",
        "graveyard.step_both": "{n} replacement effects apply to the same event: the affected object's controller or owner chooses one.",
        "graveyard.step_other": "The chosen one replaces the event; the replaced event never happens, so the other has nothing to replace.",
        "player.poison": (
            "{name} has infect, so its {n} combat damage to the player gives them {n} poison counters instead of "
            "making them lose life (their life total stays the same)."
        ),
        "player.poison_no_life": "0 life:",
        "player.poison_total": "That makes {n} poison counters in all; a player with ten or more loses the game.",
        "player.poison_loses": "With ten or more poison counters, that player loses the game.",
        "player.step_doubled": "{card} doubles it: {n} damage.",
        "player.hit_triggers_2": (
            "{card} triggers in each of the two combat damage steps, since it deals combat damage to the player in "
            "both, and each trigger deals {n} more to them: {total} damage in all."
        ),
        "player.hit_triggers_1": "{card} triggers once and deals {n} more to them: {total} damage in all.",
        "player.deals": "{name} isn't blocked, so it deals {n} combat damage to the defending player.",
        "player.deals_twice": (
            "{name} isn't blocked and has double strike, so it deals {n} combat damage to the defending player "
            "({each} in each combat damage step)."
        ),
        "player.fogged": "{card} prevents all combat damage that would be dealt this turn, so the attackers deal none to you.",
        "player.prevented": "{card} prevents all combat damage this turn: {name} deals 0 damage to the player.",
        "player.life": "With lifelink, its controller gains {n} life.",
        "player.step_unblocked": "An unblocked creature assigns its combat damage, {n} (its power), to the player it attacks.",
        "player.step_exalted": "{name} attacks alone, so each exalted instance gives it +1/+1: +{n}/+{n}.",
        "player.the_attacker": "the attacking creature",
        "player.walker_no_excess": (
            "All of {name}'s combat damage goes to the planeswalker it attacks, none to the player: without trample "
            "over planeswalkers, a creature attacking a planeswalker can't assign combat damage to the defending "
            "player, however much it exceeds the planeswalker's loyalty."
        ),
        "player.step_double": "{name} has double strike: it deals combat damage in both combat damage steps.",
        "player.step_pump_between": (
            "The pump comes after the first-strike damage step: {first} damage in that step, {second} in the regular one."
        ),
        "prevention.no_life": "You gain no life (0): {finding}",
        "prevention.too_late": (
            "{card} comes too late: prevention works only on damage that hasn't been dealt yet, and the combat damage "
            "was already dealt (with what it caused, such as a deathtouch kill)."
        ),
        "prevention.unpreventable": (
            "{card} makes that damage unpreventable, so {shield} doesn't stop it: the damage is dealt."
        ),
        "prevention.never_lifelink": (
            "{card} prevents that damage, so it is never dealt, and lifelink gives life only for damage dealt: no "
            "life is gained."
        ),
        "prevention.deathtouch_rest": (
            "{shield} prevents only {n} of {source}'s damage; the other {rest} is dealt, and any damage from a source "
            "with deathtouch is lethal, so the creature is destroyed as a state-based action."
        ),
        "prevention.survives": "Nothing: it survives. {finding}",
        "prevention.never_deathtouch": (
            "{card} prevents that damage, so it is never dealt, and deathtouch destroys only a creature dealt "
            "damage: it isn't destroyed."
        ),
        "prevention.step_prevented": "{card} prevents the damage: prevented damage never happens.",
        "prevention.said_prevented": "Damage that is prevented is never dealt.",
        "prevention.step_lifelink": "Lifelink makes its controller gain life equal to the damage dealt; none was dealt.",
        "prevention.step_deathtouch": "Deathtouch destroys a creature that was dealt damage by it; none was dealt.",
        "prevention.never_trigger": (
            "{card} prevents that damage, so it is never dealt, and {source}'s ability triggers only when it deals "
            "damage: it doesn't trigger."
        ),
        "prevention.step_trigger": "An ability that triggers on damage being dealt doesn't trigger when all of that damage is prevented.",
        "prevention.the_fog": "the Fog effect",
        "prevention.the_burn": "that spell",
        "prevention.combat_only": (
            "{card} prevents only combat damage; {source} deals its damage as the effect of a spell, which is not "
            "combat damage, so it is dealt normally."
        ),
        "prevention.step_combat": "{card} applies only to combat damage: what attacking and blocking creatures deal in the combat damage step.",
        "prevention.step_spell": "{source}'s damage is the effect of a spell, not combat damage.",
        "prevention.next_time_double": (
            "{card}'s shield prevents only the next time the chosen source would deal damage: it stops {source}'s "
            "first-strike damage, and the second hit, in the regular combat damage step, is dealt normally "
            "unless you activate {card} again."
        ),
        "prevention.next_time_amount": "You take {n} damage.",
        "prevention.next_time_second": (
            "{card}'s shield prevents only the next time the chosen source would deal damage, once: a second source "
            "(or a second instance of damage) is not prevented; activate {card} again, once for each."
        ),
        "prevention.step_next_time": "One activation of {card} prevents one instance of damage from the chosen source; later instances are dealt normally.",
        "prevention.step_again": "To prevent more, activate {card} again and choose the source each time.",
        "protection.unpreventable": (
            "{card} made damage unpreventable this turn, so protection from {color} doesn't prevent {source}'s "
            "damage: the creature is dealt it anyway."
        ),
        "protection.prevents": (
            "{name} takes no damage from {source}: protection from {color} prevents all damage {color} sources would "
            "deal to it, targeted or not."
        ),
        "protection.too_late": (
            "It's too late: {card} can only prevent damage that hasn't been dealt yet; prevention effects watch for "
            "damage that would be dealt, so it must be in place before (for example, cast in response)."
        ),
        "repl.result_counters_none": (
            "It gets no counters (0): with no counters to put there is no event for the replacement effects to "
            "modify, so a 0/0 creature is put into the graveyard."
        ),
        "color.white": "white",
        "color.blue": "blue",
        "color.black": "black",
        "color.red": "red",
        "color.green": "green",
        "objects.owners_graveyard": "It goes to its owner's graveyard, whoever controlled it: a card always goes to its owner's graveyard, hand or library.",
        "objects.owners_hand": "It goes to its owner's hand, whoever controlled it: a card always goes to its owner's graveyard, hand or library.",
        "objects.owners_library": "It goes to its owner's library, whoever controlled it: a card always goes to its owner's graveyard, hand or library.",
        "objects.leaves_trigger_yours": (
            "You do: the leaves-the-battlefield trigger of {card} is controlled by the player who controlled it when it "
            "left — you, who stole it — so you get {made}."
        ),
        "objects.dies_trigger_yours": (
            "You do: the dies trigger of {card} is controlled by the player who controlled it when it died — you, who "
            "took it — so you get {made}."
        ),
        "objects.copy_printed": (
            "{card} copies only the copiable values (the printed card, as changed by other copy effects); pump "
            "effects, counters, Auras and status are not copied."
        ),
        "timing.priority_active": "The active player (the player whose turn it is) gets priority after a spell or ability resolves.",
        "timing.priority_you": "You do: the active player (you, on your turn) gets priority after a spell or ability resolves.",
        "timing.mana_while_casting": (
            "While casting a spell, once its total cost is known, you get a chance to activate mana abilities "
            "before paying, so you can tap it for mana then."
        ),
        "legend.rule_off": "{card} says the legend rule doesn't apply: you keep both.",
        "legend.copy_not_legendary": "The copy {card} makes isn't legendary, so the legend rule doesn't apply: you keep both.",
        "legend.copy_other_name": (
            "{card} copies it except that its name is {card}, so the two legends have different names and the legend "
            "rule doesn't apply: you keep both."
        ),
        "combat.trample_unnamed_walker": (
            "At most {n} damage tramples over, to the planeswalker it attacks, not to the player: {name} must first "
            "assign lethal damage to its blockers ({split}), and only the excess goes to the planeswalker."
        ),
        "combat.trample_walker": (
            "At most {n} damage tramples over, to {walker} (the planeswalker it attacks), not to the player: {name} "
            "must first assign lethal damage to its blockers ({split}), and only the excess goes to {walker}."
        ),
        "combat.deathtouch_split": (
            "{name} can assign 1 damage to each blocker: with deathtouch, 1 damage destroys a creature, so its "
            "{power} power kills {n} of them ({names})."
        ),
        "combat.step_deathtouch": "Any damage from a source with deathtouch destroys the creature it was dealt to.",
        "combat.step_excess_any": "Once every blocker has lethal damage assigned, the rest can be assigned to the player.",
        "combat.double_trample": (
            "{n} damage in all goes to the player: {name} has double strike and trample, so the excess over lethal "
            "damage to its blockers ({first}) tramples over in the first-strike step, and with its blockers dead all "
            "{power} goes to the player in the second step."
        ),
        "combat.double_trample_none": (
            "No damage gets through to the player: all {power} of {name}'s damage must go to {blocker} in the "
            "first-strike step, and in the second step lethal damage to {blocker} is still {left}, more than {power}."
        ),
        "combat.double_trample_survivor": (
            "{n} damage in all goes to the player: in the first-strike step all {power} of {name}'s damage must go to "
            "{blocker}, which survives it; that damage stays marked, so in the second step lethal damage to {blocker} "
            "is only {left} and the rest of the {power} tramples over."
        ),
        "combat.step_double_second": "Second combat damage step: no creature is blocking {name} any more, so all {n} of its damage is assigned to the player.",
        "combat.divide": "{name} divides its {power} combat damage among the creatures blocking it as its controller chooses.",
        "combat.divide_too_much": "{name} has only {power} power to divide among the creatures blocking it, not {n}.",
        # --- cards as evidence, superseded rulings, HTTP errors (branch evidence) ---
        "cards.heading": "The cards, from their Oracle text and rulings",
        "cards.oracle": "Oracle text of {card}",
        "cards.ruling": "Ruling of {date}",
        "superseded.wording": (
            "Older wording: this ruling says “{term}”, which the current Comprehensive Rules have replaced "
            "({source}: “{quote}”). Where they differ, the CR wins."
        ),
        "superseded.rules": (
            "This ruling predates a rules change: it relies on “{term}” ({source}: “{quote}”). The current CR wins."
        ),
        "superseded.glossary": "CR glossary, “{entry}”",
        "superseded.rule": "rule {rule}",
        "error.empty": "{field}: must not be empty or only whitespace",
        "error.control": "{field}: must not contain control characters",
        "error.too_long": "{field}: too long ({n} characters; the limit is {limit})",
        "error.timeout": "the {what} took longer than {s} s; try again",
        "error.history_turns": "history: too many turns ({n}; the limit is {limit})",
        "error.history_empty": "history: turn {n} has an empty question",
        "error.history_control": "history: turn {n} contains control characters",
        "error.history_long": "history: too long ({n} characters; the limit is {limit})",
        "error.body_large": "request body too large (limit {n} bytes)",
        "error.rate_limited": "too many requests; retry in {s} s",
        "error.not_json": "the request body is not valid JSON",
        "error.unknown_query": "unknown query parameter(s): {names}",
        "error.rule_id": "not a rule id: {value} (expected e.g. 608, 608.2 or 608.2b)",
        "error.no_rule": "rule {rule} is not in the Comprehensive Rules of {date}",
        "error.no_term": "no glossary term {term}; try GET /v1/glossary?q=",
        "error.no_card_data": "no card named {name}: no card data is loaded (judge ingest --cards FILE)",
        "error.no_card_dated": "no card named {name} in the card data of {date}",
        "error.card_name_long": "a card name is at most {n} characters",
        "error.card_name": "not a card name: give letters or digits, no control characters",
        "error.not_found": "Not Found",
        "error.method": "Method Not Allowed",
        "error.not_ready": "the rules index is not loaded yet",
        "error.internal": "internal error; the request was logged",
        "error.invalid": "invalid value",
        "error.missing": "Field required",
        "error.extra": "Extra inputs are not permitted",
        "error.one_of": "Input should be {expected}",
        "error.what.answer": "answer",
        "error.what.search": "search",
        "cli.citations": "Citations (verified)",
        "cli.kind_oracle": "Oracle text",
        "cli.kind_ruling": "ruling",
        "cli.kind_rule": "rule",
        "cli.kind_glossary": "CR glossary",
        "cli.follow_up": "follow-up, understood as: {question}",
        "cli.cards": "cards: {cards}",
        "cli.no_llm": "LLM not used: {reason}",
        "cli.trailer": "[{composer}, CR {version}, {ms} ms{note}]",
        "cli.composer_extractive": "extractive",
        "cli.composer_llm": "LLM",
        "error.admin_disabled": "admin API is disabled (set JUDGE_ADMIN_API_KEY)",
        "error.mcp_no_key": "missing bearer key (Authorization: Bearer JUDGE_MCP_API_KEY)",
        "error.mcp_wrong_key": "wrong MCP key",
        "error.mcp_starting": "the MCP endpoint is not running yet",
        "error.admin_no_key": "missing X-API-Key header",
        "error.admin_wrong_key": "wrong admin key",
        "error.index_rejected": "index rejected, still serving the previous one: {reason}",
        "source_gone.duration_over": (
            "The ability still resolves, but its effect lasts only for as long as {source} remains on the battlefield; "
            "{source} left before it resolved, so that duration is already over and the effect does nothing."
        ),
        "source_gone.resolves": (
            "{source}'s ability still resolves: once activated or triggered, it exists on the stack independently "
            "of {source}, so removing {source} doesn't stop it."
        ),
        "source_gone.deals": "It still deals its {n} damage.",
        "source_gone.step_stack": "The ability of {source} was put on the stack before {source} left.",
        "source_gone.step_removed": (
            "Removing {source} after that doesn't affect the ability: it resolves as usual, using {source}'s last "
            "known information where it needs it."
        ),
        "copies.granted": "The copy has {keyword}: {copier}'s Oracle text gives it to the copy it makes.",
        "copies.copied": "The copy has {keyword}: it copies {card}'s printed rules text, {keyword} included.",
        "copies.step_values": (
            "A copy gets the copiable values printed on {card}: name, types, rules text, power and toughness; not "
            "its counters, Auras or other effects."
        ),
        "copies.step_exception": "{copier} adds an exception to the copy: it has {keyword}.",
        "copies.through": (
            "Your {copier} becomes a copy of {card}: the copy effect on the creature you copy is part of its copiable "
            "values, so a copy of it is a copy of {card}."
        ),
        "copies.etb": "{copier} enters already as a copy of {card}, so it has {card}'s “enters” ability and it triggers: “{effect}”",
        "copies.the_token_copy": "the token copy",
        "copies.no_tokens": "Its dies trigger counts the +1/+1 counters the copy had: none, so no tokens.",
        "copies.dies_zero": "With toughness 0 (no counters are copied, and an X in its cost is 0), {copier} is put into its owner's graveyard as soon as it enters.",
        "copies.size_enters_with": (
            "The copy is {p}/{t}: it copies {card}'s printed power and toughness, not the counters on {card}, but the "
            'copied "enters with {count} +1/+1 counters" applies as it enters, so it gets those {count}.'
        ),
        "copies.size": (
            "The copy is {p}/{t}: it copies {card}'s printed power and toughness, not the counters or other effects "
            "on {card}."
        ),
        "copies.size_kept": (
            "It's a {p}/{t} {card}: it takes {card}'s printed power and toughness, and the counters already on it "
            "({n}) stay and still apply."
        ),
        "copies.size_counter": (
            "The copy is {p}/{t}: {card}'s printed power and toughness plus the +1/+1 counter {copier} gives it; "
            "counters and other effects on {card} are not copied."
        ),
        "parts.next": "As for “{part}”: {verdict}",
        "control.aura_gone": (
            "The creature goes back to the player who controlled it before (normally its owner): {card}'s control effect applies only "
            "while {card} is on the battlefield, so it ends when {card} leaves."
        ),
        "control.aura_again": (
            "{who} controls it: {card}'s control ends in the cleanup step, and then {aura}'s control effect, still on "
            "the battlefield, is the only one left."
        ),
        "control.aura_controller": "{aura}'s controller",
        "control.counters_kept": "A change of control isn't a change of zone: when {card}'s effect starts or ends, the permanent stays the same object and keeps its counters (they're lost only when it moves to another zone).",
        "control.aura_stays": (
            "{aura}'s controller doesn't change: it stays with the player who controlled it (the one who cast it), "
            "even though {creature} now has another controller; an Aura's controller and the enchanted creature's "
            "controller are separate."
        ),
        "control.the_creature": "the creature",
        "control.until_eot": (
            "The creature goes back at the end of the turn: {card}'s control lasts until end of turn, and those "
            "effects end in the cleanup step."
        ),
        "costs.not_increased": "{total} mana ({cost}): {card} makes only {kind} spells cost more, and {spell} isn't one, so it costs what it otherwise would.",
        "costs.increases": (
            "{spell} costs {cost} ({total} mana): each increase that applies to it is added to its mana cost "
            "{printed} ({cards}), {{{n}}} in all."
        ),
        "costs.plain_increase": "{spell} costs {cost} ({total} mana): {card} adds {{{n}}} to its mana cost {printed}.",
        "costs.increase": (
            "You pay {{{n}}} more for {spell}: {card}'s cost increase applies to an alternative cost too, including "
            "casting it without paying its mana cost."
        ),
        "costs.minimum": (
            "{least} mana: {card} makes a spell that would cost less than {least} mana cost {least}, applied to the "
            "total cost after everything else, and {spell} cast this way would cost {n}."
        ),
        "costs.above_minimum": (
            "{n} mana: {card} raises only spells that would cost less than {least} mana, and {spell} already costs {n}."
        ),
        "sickness.attack": (
            "{name} can't attack until you have controlled it continuously since your most recent turn began "
            '("summoning sickness"); only haste lifts that — vigilance, flash or flying don\'t.'
        ),
        "sickness.crew_or_convoke": "crew, convoke or improvise",
        "sickness.vehicle": (
            "{name} came under your control this turn: crewed, it is a creature, and a creature can't attack unless "
            "you've controlled it continuously since your turn began, whatever creatures crewed it."
        ),
        "sickness.other_cost": (
            "Summoning sickness stops only a creature's own abilities with the tap symbol in their cost (and its "
            "attacking); tapping it to pay the cost of {how} is allowed the turn it arrives."
        ),
        "sickness.tap": (
            "{name} can't use an ability with the tap symbol in its cost until you have controlled it continuously "
            'since your most recent turn began ("summoning sickness"); only haste lifts that.'
        ),
        "timing.lock_abilities": (
            "{card} limits when its controller's opponents cast spells, not when they activate abilities: cycling and "
            "other activated abilities are used as usual, any time you have priority."
        ),
        "timing.given_flash": (
            "{giver} lets you cast {card} as though it had flash: any time you could cast an instant, your "
            "opponent's turn included."
        ),
        "sickness.all_haste": "{name} can: {card} gives haste to all creatures, whoever controls them, and with haste a creature can attack and use {{T}} abilities the turn it arrives.",
        "sickness.given_haste": "{name} can: {card} gives haste to the creatures its controller controls, and with haste a creature can attack and use {{T}} abilities the turn it arrives.",
        "sickness.theirs_haste": "{name} can't yet: {card} gives haste only to the creatures its own controller controls, not to yours, and without haste a creature can't attack or use {{T}} abilities until you have controlled it since the start of your turn.",
        "sickness.haste_tap": "{name} has haste, so its abilities with {{T}} in the cost can be activated the turn it comes under your control.",
        "sickness.haste": "{name} has haste, so it can attack the turn it comes under your control.",
        "cleanup.no_priority": (
            "Normally no player receives priority in the cleanup step, so no spells can be cast and no abilities "
            "activated then."
        ),
        "cleanup.priority_trigger": (
            "A state-based action or a trigger in the cleanup step gives players priority there, so spells can be "
            "cast and abilities activated, and then there is another cleanup step."
        ),
        "stackdmg.depends": (
            "It depends on {name}'s toughness: {first} resolves first, before {later}, so {name} is dealt {d} damage "
            "without the {t} toughness. If that is lethal, {name} dies and {later} then has no legal target and "
            "doesn't resolve; if not, {later} resolves after."
        ),
        "stackdmg.resolves_first": "{first} was cast last, so it resolves first, while {later} waits below it.",
        "stackdmg.pumped_first": (
            "{first} was cast in response, so it resolves first: {name} gets +{t} toughness before {later} "
            "deals its {d} damage, and {d} damage isn't lethal to a creature with at least {t} more toughness than "
            "before, unless it already had damage marked. It survives, and {later} still resolves."
        ),
        "stackdmg.step_not_lethal": (
            "A creature is destroyed only when its damage is at least its toughness; {d} damage against its "
            "toughness plus {t} never is, with no damage marked before."
        ),
        "stackdmg.step_lethal": (
            "{name} is destroyed as a state-based action if {d} damage is at least its toughness at that moment."
        ),
        "targets.aura_graveyard": (
            "{name} goes to its owner's graveyard from the stack, never from the battlefield, so its ability that "
            "triggers when it is put into a graveyard from the battlefield doesn't trigger."
        ),
        "protection.your_creature": "your creature",
        "protection.fate_destroy": "destroyed",
        "protection.fate_exile": "exiled",
        "protection.fate_shrink": "shrunk (and it dies if its toughness reaches 0)",
        "protection.fate_shrink_dies": "made {pt} and put into its owner's graveyard",
        "protection.untargeted": (
            "Protection from {color} doesn't save {name}, which is {fate} anyway: protection stops {color} sources "
            "from targeting {name} and from dealing damage to it, and {source} does neither — it doesn't target and "
            "deals no damage, it affects every creature."
        ),
        "strike_change.gain_double_late": (
            "It deals its combat damage once: double strike given after the first-strike damage step can't take it back "
            "to that step, so it deals damage only in the second step, with the creatures that had neither first "
            "strike nor double strike (a creature that had first strike there and dealt its damage would deal it again)."
        ),
        "undying.new_object": (
            "The creature that came back is a new object: it was never declared as an attacker or blocker, so it isn't "
            "in combat and deals no combat damage; the one that was in combat left the battlefield."
        ),
        "undying.returns": (
            "It returns: {keyword} brings it back only if it had no {kind} counter on it when it died, and it had none."
        ),
        "undying.stays": (
            "It doesn't return: {keyword} brings it back only if it had no {kind} counter on it when it died, and it "
            "had one."
        ),
        "library.draws": (
            "A player who attempts to draw a card from an empty library loses the game the next time state-based "
            "actions are checked."
        ),
        "library.alive": (
            "You stay in the game: an empty library doesn't make a player lose; only attempting to draw a card from it "
            "does, the next time state-based actions are checked."
        ),
        "library.not_yet": (
            "Not by itself: an empty library doesn't make a player lose; only attempting to draw a card from it does, "
            "the next time state-based actions are checked."
        ),
        "countering.or": " or ",
        "countering.kind_artifact": "artifact",
        "countering.kind_nonartifact": "nonartifact",
        "countering.kind_creature": "creature",
        "countering.kind_noncreature": "noncreature",
        "countering.kind_enchantment": "enchantment",
        "countering.kind_nonenchantment": "nonenchantment",
        "countering.kind_instant": "instant",
        "countering.kind_noninstant": "noninstant",
        "countering.kind_sorcery": "sorcery",
        "countering.kind_nonsorcery": "nonsorcery",
        "countering.kind_planeswalker": "planeswalker",
        "countering.kind_nonplaneswalker": "nonplaneswalker",
        "countering.kind_battle": "battle",
        "countering.kind_nonbattle": "nonbattle",
        "countering.kind_land": "land",
        "countering.kind_nonland": "nonland",
        "countering.land": (
            "{card} is a land: it is played as a special action, never cast, so it is never a spell {counter} could "
            "target."
        ),
        "countering.any_spell": "{counter} counters target spell, any spell: {card}, cast, is a spell it can target.",
        "countering.kind_legal": "{counter} counters target {kind} spell, and {card} is one: it can target {card}.",
        "countering.kind_illegal": (
            "{counter} can target only a {kind} spell, and {card} isn't one, so it can't be chosen as the target."
        ),
        "countering.ability": (
            "{counter} counters only spells: an activated or triggered ability on the stack isn't a spell, so it can't "
            "be countered (or targeted) by {counter}."
        ),
        "countering.damage_anyway": (
            "{n}: {card} can't be countered, so {counter} resolves and does nothing, and {card} deals its {n} damage."
        ),
        "countering.the_spell": "The spell",
        "cost_paid.modified": "The sacrifice still happens even though {replacer} exiles the creature instead of letting it reach the graveyard: the actions paying a cost may be modified by effects, and the cost has still been paid, so {card}'s ability resolves.",
        "cost_paid.alternative": "Sacrificing {cost} is {spell}'s alternative cost, paid while it is cast, before anyone gets priority: by the time you can respond they're already in the graveyard and {spell} is on the stack, and a paid cost isn't a target the spell needs.",
        "cost_paid.sacrificed": (
            "The creature is sacrificed as a cost while {spell} is cast, so it is already in the graveyard when "
            "anyone gets priority to respond."
        ),
        "cost_paid.last_known": "{spell} still uses what the creature was as it was sacrificed.",
        "cost_paid.sacrificed_ability": (
            "The creature is sacrificed as the ability's cost while it is activated, and players get priority only "
            "after the costs are paid, so there's no moment to answer it before the sacrifice."
        ),
        "countering.plain": (
            "{card} can be countered while it's a spell on the stack: nothing makes it uncounterable, so a spell or "
            "ability that counters a spell of its kind removes it from the stack, and it goes to its owner's graveyard "
            "without resolving."
        ),
        "countering.uncounterable": (
            "You can cast {counter} targeting {card} — it is still a legal target — but {card} isn't countered: its "
            "“can't be countered” works on the stack, and the “can't” wins, so {counter} resolves and does nothing to it."
        ),
        "if.never": (
            "{card}'s ability never triggers: its condition “if {condition}” is checked as the event happens, and at "
            "{n} life it is false then; gaining life later in that step doesn't make it trigger."
        ),
        "if.fails": (
            "{card}'s ability does nothing: its condition “if {condition}” is checked again as it resolves, and at "
            "{n} life it is false then, so the ability is removed from the stack."
        ),
        "if.holds": (
            "{card}'s ability still resolves: its condition “if {condition}” is checked again as it resolves, and at "
            "{n} life it is still true, so “{effect}”."
        ),
        "if.state_fails": (
            "{card}'s ability does nothing: its condition “if {condition}” is checked again as it resolves, and the "
            "response made it false, so the ability is removed from the stack."
        ),
        "if.state_holds": (
            "{card}'s ability still resolves: its condition “if {condition}” is checked again as it resolves, and it "
            "is still true, so “{effect}”."
        ),
        "if.rechecked": (
            "{card}'s ability checks its condition “if {condition}” again as it resolves: if the response made it "
            "false, the ability does nothing; only if it is still true does “{effect}” happen."
        ),
        "command.owner_decides": (
            "Its owner decides: the choice to put a commander into the command zone is its owner's, whoever controls "
            "it."
        ),
        "command.flickered": (
            "It comes back to the battlefield: {card} exiles it and returns it in the same resolution, and the "
            "command-zone choice is a state-based action, checked only afterwards, when it is already back."
        ),
        "command.bonus_kept": (
            "{card} has already resolved in full (its controller still gets what it gives) before its owner may move "
            "the commander to the command zone: that move is a state-based action, checked afterwards."
        ),
        "command.stays": (
            "It stays in the command zone: once moved there it is a new object, and when {card} leaves the "
            "battlefield it looks for the card it exiled, which is no longer in exile."
        ),
        "command.too_late": (
            "Too late: its owner could put it into the command zone only at the first state-based-action check after it "
            "was put into the graveyard or exile; left there, it stays a card in that zone."
        ),
        "attack_tax.total_one": (
            "{total} mana: {card} makes each creature attacking you cost {{{n}}}, and {attackers} attack."
        ),
        "attack_tax.total_several": (
            "{total} mana: {cards} each tax every creature attacking you, {{{per}}} in all per attacker, and "
            "{attackers} attack — {{{per}}} × {attackers}."
        ),
        "attack_tax.most": "{n}: {card} makes each creature attacking you cost {{{per}}}, and {mana} mana pays for {n} of them.",
        "attack_tax.total": (
            "{total} mana: each of the {copies} {card} makes each creature attacking you cost {{{n}}}, and {attackers} "
            "attack — {{{n}}} × {attackers} × {copies}."
        ),
        "attack_tax.walker": (
            "{card} taxes only creatures attacking you: attacking your planeswalker, nothing is paid."
        ),
        "command.no_window": (
            "There's no window: moving a commander from the graveyard or exile to the command zone is a state-based "
            "action, done before any player gets priority, so nobody can cast or activate anything in between."
        ),
        "command.sba": (
            "Its owner may put it into the command zone: a commander put into a graveyard or into exile (also when a "
            "replacement effect exiled it instead) can be moved there the next time state-based actions are checked."
        ),
        "command.replacement": (
            "Its owner may put it into the command zone instead: going to a hand or a library, a commander can be put "
            "into the command zone as a replacement effect."
        ),
        "exalted.alone_power": (
            "{card} attacks alone, so each of your {n} exalted instances (its own included) triggers and gives it "
            "+1/+1: {base} + {n} = {power} power."
        ),
        "exalted.the_ability": "exalted",
        "exalted.several": (
            "{card}'s exalted doesn't trigger: exalted triggers only when a creature attacks alone, the only creature "
            "declared as an attacker, and you attacked with more than one."
        ),
        "exalted.alone": "{card}'s exalted triggers: a creature that attacks alone gets +1/+1 until end of turn for each instance of exalted you control.",
        "storm.copies_not_cast": (
            "A copy of a spell isn't cast: it doesn't count as a spell cast this turn (storm doesn't count it) and "
            "doesn't trigger “whenever you cast” abilities."
        ),
        "storm.any_player": (
            "{card}'s storm counts every spell cast before it this turn, whoever cast it: your opponent's spells count "
            "too (copies don't, since they aren't cast)."
        ),
        "storm.any_player_keyword": (
            "Storm counts every spell cast before the storm spell this turn, whoever cast it: your opponent's spells "
            "count too (copies don't, since they aren't cast)."
        ),
        "storm.size": "{watcher} is {size} after it:",
        "storm.cast_trigger": "1 trigger of {watcher}: it triggers when you cast a spell, and storm's copies of {card} are put on the stack without being cast.",
        "storm.copies": "{n} copies: storm copies {card} once for each other spell cast before it this turn.",
        "storm.trigger_countered": (
            "No copies: the storm trigger is countered, so it never makes any, and only the original {card} is left "
            "to resolve."
        ),
        "storm.trigger_countered_life": (
            "{each} life, from the original {card} alone: the storm trigger is countered, so no copies are made, "
            "but the original is still on the stack and resolves."
        ),
        "storm.trigger_countered_damage": (
            "{each} damage, from the original {card} alone: the storm trigger is countered, so no copies are made, "
            "but the original is still on the stack and resolves."
        ),
        "storm.damage": (
            "{total} damage: storm copies {card} once for each of the {n} spells cast before it this turn, so the "
            "original and {n} copies each deal {each}."
        ),
        "zone.leaves": (
            "{name}'s “leaves the battlefield” ability triggers: it left the battlefield for another zone, however it "
            "left. Its effect: “{effect}”"
        ),
        "exile.kept_out_put": (
            "It is exiled: {by} puts it onto the battlefield without casting it, so {card} exiles it instead of "
            "letting it enter."
        ),
        "exile_instead.unnamed_spell": (
            "It is exiled: {hater} replaces any card's move to a graveyard from anywhere, the stack included, so a "
            "countered spell goes to exile instead of its owner's graveyard."
        ),
        "exile_instead.unnamed_card": (
            "It is exiled: {hater} replaces the card's move to the graveyard, so a discarded or milled card goes to "
            "exile instead (it never reaches the graveyard)."
        ),
        "repl.made_many": "With {cards}, that makes {n} of them.",
        "repl.made_instead": (
            "{replacer}'s replacement applies: the opponent's nontoken creature is exiled instead of dying, and you "
            "create “{made}”."
        ),
        "infect.counters": (
            "The damage from {source} isn't marked on the creature: it becomes that many -1/-1 counters, and those "
            "stay after the turn ends — the cleanup step removes only marked damage."
        ),
        "infect.step_counters": "{source}'s damage to a creature is dealt as -1/-1 counters instead of marked damage.",
        "infect.step_cleanup": (
            "In the cleanup step marked damage is removed and “until end of turn” effects end; counters are neither."
        ),
        "infect.a_source": "a source with {keyword}",
        "illusion.sacrificed": (
            "{card} is sacrificed and {spell} does nothing: its trigger (“When this creature becomes the target of a "
            "spell or ability, sacrifice it”) goes on the stack above {spell} and resolves first; then {spell}'s only "
            "target is gone, so it doesn't resolve."
        ),
        "illusion.step_trigger": (
            "Targeting {card} with {spell} triggers it; the trigger goes on the stack on top of {spell}, and the top "
            "object resolves first: {card} is sacrificed."
        ),
        "illusion.step_fizzle": "{spell}'s only target is gone, so it doesn't resolve and none of its effects happen.",
        "repl.token_skipped": (
            "{replacer} replaces only the death of a nontoken creature: the token dies as usual (and ceases to exist), "
            "so {replacer}'s replacement doesn't apply and nothing is created."
        ),
        "exile_instead.unnamed_creature": (
            "It is exiled: {hater} replaces any card's or token's move to a graveyard, so a creature that would die "
            "goes to exile instead (it never goes to the graveyard)."
        ),
        "exile.still_lose": "{by} still finishes resolving, so you still lose {n} life, the card's mana value.",
        "exile.kept_out": (
            "It stays in exile: {by} would put it onto the battlefield without casting it, so {card} exiles it "
            "instead of letting it enter."
        ),
        "zone.flicker_both": (
            "{name} leaves the battlefield and enters it again, so both its abilities trigger, once each: “{leaves}” "
            "and “{enters}”"
        ),
        "zone.flicker_enters": "{name} enters the battlefield again, so its “enters” ability triggers once: “{enters}”",
        "zone.flicker_leaves": "{name} leaves the battlefield, so its “leaves” ability triggers once: “{leaves}”",
        "zone.muzzled_left": (
            "{card} stops abilities that trigger because a creature enters or dies, but {name} left the battlefield "
            "without dying, so its ability that triggers when it leaves triggers as usual."
        ),
        "zone.muzzle_dies": (
            "{card} stops only abilities that trigger because a creature enters; {name}'s ability that triggers when it "
            "dies or leaves isn't one of them, so it triggers as usual."
        ),
        "zone.doubler_dies": (
            "{card} adds triggers only for abilities that trigger because something enters; {name}'s ability that "
            "triggers when it dies triggers just once."
        ),
        "facts.intervening_never": (
            "An intervening “if” is checked when the trigger event occurs: if the condition isn't true then, the "
            "ability doesn't trigger at all."
        ),
        "facts.intervening_false": (
            "An intervening “if” is checked again as the ability resolves; if the condition isn't true then, the "
            "ability is removed from the stack and does nothing."
        ),
        "facts.unpreventable_protection": (
            "Damage that can't be prevented is dealt even to a permanent or player with protection: protection's "
            "prevention still applies but prevents none of it."
        ),
        "facts.replacement_twice": (
            "A replacement effect gets only one opportunity to affect an event, including the event as other "
            "replacement effects have modified it."
        ),
        "facts.counters_cancel": (
            "The +1/+1 and -1/-1 counters are removed in pairs as a state-based action, which happens before any "
            "player gets priority, so there is no moment to respond with both on the permanent."
        ),
        "granted_later.not_yet": (
            "{card} gives {keyword} only once that spell or ability resolves, and what you cast in response resolves "
            "first: until then the creature doesn't have it, so you can still target it."
        ),
        "granted_later.hexproof": "hexproof",
        "granted_later.shroud": "shroud",
        "granted_later.protection": "protection",
        "facts.unpreventable_shield": (
            "Damage that can't be prevented doesn't reduce an existing prevention shield: the shield applies but "
            "prevents none of it, and it stays whole for the next damage."
        ),
        "facts.both_lose_draw": (
            "When all the players remaining in the game lose at the same time, nobody wins: the game is a draw."
        ),
        "facts.exile_not_dying": (
            "A creature dies only when it is put into a graveyard from the battlefield; an exiled creature didn't "
            "die, so “when this dies” doesn't trigger."
        ),
        "facts.left_game_spell": (
            "When a player leaves the game, every object they own leaves with them, their spells on the stack "
            "included, so that spell never resolves."
        ),
        "facts.lethal_before_gain_theirs": (
            "The damage resolves first; at 0 or less life your opponent loses as a state-based action before anyone "
            "gets priority again, so their life-gain spell never resolves."
        ),
        "facts.lethal_before_gain_survives_theirs": (
            "The damage resolves first but leaves your opponent above 0 life, so they are still in the game when their "
            "life-gain spell resolves."
        ),
        "facts.lethal_before_gain": (
            "The damage resolves first; at 0 or less life you lose as a state-based action before anyone gets "
            "priority again, so your life-gain spell never resolves."
        ),
        "facts.lethal_before_gain_survives": (
            "The damage resolves first but leaves you above 0 life, so you are still in the game when your life-gain "
            "spell resolves."
        ),
        "zone.muzzled": (
            "{name}'s “enters” ability doesn't trigger: {card} says creatures entering the battlefield don't cause "
            "abilities to trigger."
        ),
        "zone.countered": (
            "Countered, {name} goes from the stack to its owner's graveyard: it never was on the battlefield, so its "
            "“enters”, “dies” and “leaves” abilities never trigger."
        ),
        "zone.control_no_enter": (
            "{name}'s “enters” ability doesn't trigger: gaining control of a permanent doesn't make it enter the "
            "battlefield again."
        ),
        "timing.sorcery": (
            "{card} is a sorcery: it can be cast only in a main phase of your own turn with an empty stack."
        ),
        "timing.sorcery_flashback": (
            "{card} is a sorcery: it can be cast only in a main phase of your own turn with an empty stack — flashback "
            "changes where it is cast from, not when."
        ),
        "timing.flash_block": (
            "{card} has flash, so cast it after attackers are declared and before blockers are (in the declare attackers step): it is "
            "on the battlefield when blockers are declared, so it can block."
        ),
        "timing.flash_too_late": (
            "Too late: blockers are declared once, at the start of the declare blockers step, and {card} entering "
            "after that doesn't become a blocker."
        ),
        "timing.after_lethal": (
            "Too late: once lethal damage is dealt, state-based actions destroy the creature before any player gets "
            "priority, so there is no moment to cast a spell to save it — cast it before damage, after blockers."
        ),
        "timing.land": (
            "A land can be played only in a main phase of your turn, when you have priority and the stack is empty: "
            "playing it is a special action, not something done in response."
        ),
        "timing.loyalty_once": (
            "Only one loyalty ability of each planeswalker can be activated per turn: after the first, the other has "
            "to wait for your next turn."
        ),
        "timing.loyalty": (
            "A planeswalker's loyalty abilities can be activated only in a main phase of your turn with an empty "
            "stack, once per turn per planeswalker — not in response."
        ),
        "timing.flip_lives": (
            "Turning it face up is a special action that doesn't use the stack, so when {spell} resolves {card} is "
            "a {pt}, and {n} damage isn't lethal to it."
        ),
        "timing.flip_dies": (
            "Turning it face up is a special action that doesn't use the stack, so when {spell} resolves {card} is "
            "a {pt}, and {n} damage is still lethal to it."
        ),
        "timing.companion_no_response": (
            "Paying {{3}} to put a companion into its owner's hand is a special action: it doesn't use the stack, so "
            "there is nothing to respond to or counter (the companion can be countered later, when it is cast)."
        ),
        "timing.face_up": (
            "Turning a face-down permanent face up is a special action: you can do it any time you have priority, "
            "even in response, and it doesn't use the stack, so nobody can respond to it."
        ),
        "timing.equip_any": (
            "Equip can be activated only as a sorcery: in its controller's own main phase, when the stack is empty — "
            "not during combat, in response or in another player's turn."
        ),
        "timing.equip_other_ability": (
            "{card}'s equip ability is sorcery-speed only, but its separate “{cost}: Attach {card} to target creature "
            "you control” ability has no timing limit: you can activate it any time you have priority, after blockers "
            "too."
        ),
        "timing.equip": (
            "{card}'s equip ability can be activated only as a sorcery: in its controller's own main phase, when the "
            "stack is empty — not during combat, in response or in another player's turn."
        ),
        "hand.discard": (
            "You discard {n}: in the cleanup step the active player discards down to the maximum hand size, normally "
            "seven, so {held} cards become 7."
        ),
        "hand.none": (
            "None: in the cleanup step the active player discards only down to the maximum hand size, normally seven, "
            "and {held} cards is not more than that."
        ),
        "hand.not_active": (
            "At the end of an opponent's turn you discard none: only the active player discards in the cleanup step."
        ),
        "exile_instead.the_card": "The card",
        "exile_instead.flashback": (
            "{card} is exiled: cast with flashback, it is exiled instead of going anywhere else whenever it would "
            "leave the stack — resolved or countered — so it doesn't return to the graveyard."
        ),
        "exile_instead.jump-start": (
            "{card} is exiled: cast with jump-start, it is exiled instead of going anywhere else whenever it would "
            "leave the stack — resolved or countered — so it doesn't return to the graveyard."
        ),
        "exile_instead.unearth": (
            "{card} is exiled: an unearthed creature that would leave the battlefield is exiled instead of going "
            "anywhere else — not to a hand, a library or the graveyard."
        ),
        "exile_instead.everywhere": (
            "{card} is exiled: {hater} replaces any card's move to a graveyard from anywhere, the stack included, so "
            "the spell card goes to exile instead when it resolves or is countered."
        ),
        "loyalty.cost_too_high": (
            "A −{n} loyalty ability can't be activated with only {have} loyalty: the permanent needs at least {n} "
            "loyalty counters on it, so you can't pay part of the cost and let it die."
        ),
        "loyalty.cost_ok": (
            "It has {have} loyalty, at least the {n} the cost removes, so the ability can be activated (at 0 loyalty "
            "it then goes to the graveyard)."
        ),
        "loyalty.max_x": (
            "The highest X is {have}: a negative loyalty cost needs at least that many loyalty counters on the "
            "permanent, so −X can remove at most its {have} loyalty (and at 0 it goes to the graveyard)."
        ),
        "pt.the_creature": "The creature",
        "pt.power": "Its power is {n}.",
        "pt.toughness": "Its toughness is {n}.",
        "pt.counters": "{kind} counters: {n}",
        "pt.copy_unanimated": (
            "{copier} copies only {card}'s copiable values, what is printed on the card, not the effect that "
            "animated it, so the copy is a land, not a creature."
        ),
        "pt.set": (
            "{card} is {size}: {setter} sets its base power and toughness (layer 7b), which replaces its printed "
            "and characteristic-defining values."
        ),
        "worn.dies": (
            "{name} dies: with {gear} it is {size}, and a creature with toughness 0 or less is put into its owner's "
            "graveyard as a state-based action."
        ),
        "worn.draws": "{gear}'s ability triggers as it dies: you draw {n} cards.",
        "copy.ceases": (
            "It ceases to exist: a copy of a spell that leaves the stack (countered or resolved) isn't put into any "
            "graveyard; it just stops existing as a state-based action, and no card is left behind."
        ),
        "instead_tokens.yours": (
            "{card} replaces that death: the creature is exiled instead, and you, as {card}'s controller, create the "
            "{token} token."
        ),
        "instead_tokens.token_dies": (
            "{card} replaces only the death of a nontoken creature: the token dies as usual and no {token} token is "
            "created."
        ),
        "instead_tokens.exiled": (
            "{removal} takes the creature off the battlefield without putting it into a graveyard, so it never dies: "
            "{card} replaces only a death, and no {token} token is created."
        ),
        "instead_tokens.count": (
            "{n}: {card} replaces the death of each of those {n} nontoken creatures of your opponent, exiling it and "
            "creating a {token} token instead — one token for each, even if {card} dies at the same time."
        ),
        "pt.modified": (
            "{card} is {size}: {setter} sets its base power and toughness to {base} (layer 7b), then these apply on top "
            "of that (layer 7c), whatever order they arrived in: {mods}."
        ),
        "enters_tapped.other": (
            "{card} enters the battlefield tapped: {source}'s effect applies as it enters, so until it untaps it can't "
            "be tapped for mana or to pay a {{T}} cost."
        ),
        "enters_tapped.creature": "Tapped, it can't attack or block either: attackers and blockers must be untapped.",
        "enters_tapped.fetched": "{card} puts the land onto the battlefield tapped, as its text says.",
        "enters_tapped.fetched_untapped": (
            "{card} doesn't say tapped, and a permanent enters untapped unless the effect says otherwise."
        ),
        "enters_tapped.self": (
            "{card} enters the battlefield tapped (a static ability that applies as it enters), so until it untaps it "
            "can't be tapped for mana or to pay a {{T}} cost."
        ),
        "tapped.block": "A tapped creature can't block: the creatures chosen to block must be untapped.",
        "tapped.attack": "A tapped creature can't attack: the creatures chosen to attack must be untapped.",
        "lethal.zero": "{name} dies: its toughness is {t}, and a creature with toughness 0 or less is put into its owner's graveyard as a state-based action.",
        "lethal.marked_shrunk_dies": "{name} dies: its toughness is now {t}, and the {m} damage already marked on it is lethal.",
        "lethal.marked_shrunk_survives": "{name} survives: its toughness is now {t}, more than the {m} damage marked on it.",
        "lethal.positive": "{name} survives: its toughness is {t}, above 0, and no damage is marked on it.",
        "its_controller.theirs": (
            "Your opponent does: {spell} gives it to the controller of the permanent it removes (“its controller”), "
            "not to the player who cast it, and that permanent is theirs."
        ),
        "its_controller.mine": (
            "You do: {spell} gives it to the controller of the permanent it removes (“its controller”), and that "
            "permanent is yours."
        ),
        "its_controller.stolen_theirs": (
            "Your opponent does: {spell} gives it to the permanent's controller as it resolves (“its controller”), "
            "and your opponent controls it then, even though you own it."
        ),
        "its_controller.copy_token_you": "You do: the player who creates a token owns it and it enters under their control; {card}, your spell, creates it.",
        "its_controller.copy_token_them": "Your opponent does: the player who creates a token owns it and it enters under their control; {card}, their spell, creates it.",
        "its_controller.lifelink_you": (
            "You do: lifelink makes the creature's controller gain that life, and {card} gave you control of it."
        ),
        "its_controller.lifelink_them": (
            "Your opponent does: lifelink makes the creature's controller gain that life, and with {card} your "
            "opponent controls it."
        ),
        "its_controller.stolen": (
            "You do: {spell} gives it to the permanent's controller as it resolves (“its controller”), and you control "
            "the stolen permanent then, whoever owns it."
        ),
        "life_power.gains": (
            "Its controller gains {n} life: {spell} gives life equal to {name}'s power, {n}, read as it resolves (its "
            "last known power once it has been exiled)."
        ),
        "life_power.none": (
            "No life: {spell} gives life equal to {name}'s power, and a power of 0 or less gives none."
        ),
        "dies_trigger.none": "None (0): {finding}",
        "dies_trigger.unearthed": (
            "{name} came back with unearth, so if it would leave the battlefield it is exiled instead of going "
            "anywhere else: it never goes to the graveyard, so it doesn't die and {watcher}'s ability doesn't trigger."
        ),
        "dies_trigger.leaves_watcher": "{card} triggers when a creature leaves the battlefield, not only when it dies: exiled, returned to a hand or put into a library, it still left the battlefield.",
        "sac_response.already_gone": (
            "The creature was sacrificed as {outlet}'s cost while {outlet} was being cast, before anyone could "
            "respond: it's already in the graveyard, so there is nothing to kill, and {outlet} uses the power it had "
            "when it was sacrificed."
        ),
        "sac_response.no_window": (
            "No one can respond to the sacrifice: the creature is sacrificed as a cost while {outlet} is cast or "
            "activated, before anyone gets priority; by the time you can respond it's already gone, and {removal} "
            "won't resolve."
        ),
        "sac_response.can": (
            "You can cast or activate {outlet} in response and sacrifice the creature {removal} targets to pay its cost: "
            "the cost is paid as you cast it, so the creature is gone before {removal} resolves; {removal} then "
            "doesn't resolve, and {outlet} resolves as usual."
        ),
        "sac_response.still": (
            "{outlet} resolves as usual: its cost (the sacrifice) was paid when you cast it; only {removal} loses its "
            "target and doesn't resolve."
        ),
        "sac_response.ability_of": "{card}'s ability",
        "sac_response.still_activated": (
            "{outlet}'s ability resolves as usual: its cost (the sacrifice) was paid when you activated it; only "
            "{removal} loses its target and doesn't resolve."
        ),
        "sac_response.still_mana": (
            "{outlet}'s ability is a mana ability: you sacrifice the creature as its cost and get the mana at once, "
            "without the stack; only {removal} loses its target and doesn't resolve."
        ),
        "sac_response.step_mana": "{outlet}'s mana ability doesn't go on the stack: it resolves as soon as it is activated.",
        "sac_response.step_cost": "Costs are paid as {outlet} is cast or activated, before anything resolves.",
        "sac_response.step_gone": (
            "{removal}'s target is no longer on the battlefield when it tries to resolve: it is illegal, so {removal} "
            "doesn't resolve."
        ),
        "dies_trigger.stolen_theirs": (
            "{name} triggers only for a creature its controller controls, and the creature you took died under your "
            "control: that is what its ability looks back at, even though your opponent owns the creature."
        ),
        "dies_trigger.stolen": (
            "{name} triggers only for a creature you control, and the taken creature died under your opponent's "
            "control: that is what its ability looks back at, even though you own the creature."
        ),
        "dies_trigger.never_died": (
            "{name}'s “dies” ability doesn't trigger: exiled, returned to a hand or shuffled into a library, it never "
            "went from the battlefield to a graveyard, so it didn't die."
        ),
        "dies_trigger.sacrificed": (
            "{name}'s “dies” ability triggers: sacrificed, it goes from the battlefield to its owner's graveyard — it "
            "dies."
        ),
        "dies_trigger.cost_paid": "Sacrificing it was a cost, already paid: countering the spell doesn't undo it.",
        "dies_trigger.died": (
            "{name}'s “dies” ability triggers: destroyed, it goes from the battlefield to its owner's graveyard — it dies."
        ),
        "dies_trigger.token_unseen": (
            "{name} sees only nontoken creatures (“{trigger}”): the creature that died is a token, so the ability doesn't "
            "trigger."
        ),
        "dies_trigger.not_a_creature": (
            "{name}'s ability (“{trigger}”) doesn't trigger: {dead} isn't a creature, and only creatures are watched."
        ),
        "dies_trigger.their_creature": "that creature",
        "dies_trigger.other_side": (
            "{name}'s ability (“{trigger}”) doesn't trigger: {dead} was controlled by another player when it died."
        ),
        "dies_trigger.nontoken_seen": (
            "{name}'s ability (“{trigger}”) triggers: {dead}, a creature card of the same controller, died."
        ),
        "dies_trigger.died_by_rule": (
            "{name} went from the battlefield to its owner's graveyard by a rule (the legend rule): it died, so its "
            "“dies” ability triggers."
        ),
        "dies_trigger.each_copy": (
            "each of the {copies} {card} triggers once for the creature that died, {n} each time"
        ),
        "dies_trigger.itself_and_other": (
            "{card} and the other creature die at the same time, and {card} sees both deaths: it triggers twice, {n} "
            "each time"
        ),
        "dies_trigger.loses": "{n}: {finding}",
        "dies_trigger.gains_per": (
            "{card}'s ability triggers once for each of the {n} put into a graveyard, and each gains you {each} life: "
            "{total} in all."
        ),
        "dies_trigger.independent": (
            "Once on the stack the ability resolves independently of its source, even if the card then leaves the "
            "graveyard."
        ),
        "mana.other_color": "{card} keeps only {color} mana from emptying.",
        "mana.no_burn": (
            "There is no mana burn any more: unspent mana simply empties from your mana pool at the end of each step "
            "and phase, and you lose no life."
        ),
        "mana.empties": (
            "Unspent mana doesn't carry over: each player's mana pool empties at the end of each step and phase."
        ),
        "mana_ability.treasure": (
            "A Treasure's mana ability doesn't use the stack: it resolves as soon as it is activated, so nobody can "
            "respond to it."
        ),
        "mana_ability.loyalty": "{name}'s ability that adds mana is a loyalty ability, and a loyalty ability is never a mana ability: it uses the stack, so it can be responded to and countered (its loyalty cost is already paid).",
        "mana_ability.targets": (
            "{name}'s ability that adds mana also has a target, so it isn't a mana ability: it uses the stack, and it "
            "can be responded to and countered like any other activated ability."
        ),
        "mana_ability.tap_in_response": (
            "With the removal on the stack you get priority, and a mana ability can be activated whenever you have "
            "priority: tap {name} for mana before the removal resolves. The mana stays until the end of the step, so "
            "you can spend it on an instant or an ability right then."
        ),
        "mana_ability.no_response": (
            "{name}'s mana ability doesn't use the stack: it resolves as soon as it is activated, so nobody can respond "
            "to it, and the mana is made before {name} can be removed."
        ),
        "lethal.the_pt": "the {pt}",
        "lethal.deathtouch_ping": (
            "With deathtouch any nonzero damage is enough: a creature {name} deals its 1 damage to is destroyed as a "
            "state-based action, whatever its toughness (unless it's indestructible)."
        ),
        "lethal.goyf_grows": (
            "{spell} is {kind}, and as the final part of its resolution it is put into the graveyard before lethal "
            "damage is checked, so {name} counts one more card type: its toughness is {t}."
        ),
        "lethal.goyf_same": (
            "{spell} is put into the graveyard as it finishes resolving, but {kind} was already in a graveyard, so "
            "{name}'s toughness stays {t}."
        ),
        "lethal.goyf_dies": "{d} damage against toughness {t} is lethal.",
        "lethal.goyf_lives": "{d} damage against toughness {t} isn't lethal, so it survives.",
        "type.instant": "an instant",
        "type.sorcery": "a sorcery",
        "strikes.size_unknown": (
            "It depends on {name}'s size when combat damage is dealt ({pt} on the card): {other} deals it {p} "
            "damage, lethal if its toughness is {p} or less; {name} deals damage equal to its power, which destroys "
            "{other} if it is {t} or more."
        ),
        "lethal.depends": (
            "It depends on {name}'s toughness when the damage is dealt ({pt} on the card): {d} damage is lethal, and "
            "destroys it as a state-based action, if its toughness is {d} or less; otherwise it survives."
        ),
        "lethal.counters": "With its counters, {name} has toughness {t}.",
        "lethal.marked": "{name} already has {m} damage marked, which stays until the cleanup step: {d} damage in all.",
        "lethal.dies": (
            "{name} dies: {d} damage against toughness {t} is lethal damage, so it is destroyed as a state-based action."
        ),
        "lethal.survives": (
            "{name} survives: {d} damage against toughness {t} isn't lethal, and the damage is removed in the cleanup "
            "step."
        ),
        "lethal.deathtouch": (
            "{name} dies: any damage from a source with deathtouch destroys it as a state-based action."
        ),
        "undying.lost_abilities": (
            "{keyword} can't return it: a leaves-the-battlefield ability looks back at the creature as it last existed "
            "on the battlefield, and {card} had taken away all its abilities, {keyword} too, so nothing triggers."
        ),
        "undying.token": (
            "{keyword} can't return it: it triggers for a token too, but a token that has left the battlefield "
            "can't come back onto it; it ceases to exist."
        ),
        "undying.reset": (
            "It comes back from the flicker as a new object, and the {kind} counter doesn't follow it: counters cease "
            "to exist when an object changes zones. With no {kind} counter on it, {keyword} returns it the next time "
            "it dies."
        ),
        "undying.never_died": (
            "It doesn't return: {keyword} triggers only when it dies (is put into a graveyard from the battlefield), "
            "and exiled or returned to a hand it never died."
        ),
        "spell_copy.kicked_too": (
            "The copy of {spell} is kicked too: a copy of a spell copies the choices made when the original was cast, "
            "additional costs such as kicker included."
        ),
        "spell_copy.original_countered": (
            "The copy {copier} made is a spell of its own on the stack, with its own targets: countering the original "
            "doesn't counter the copy, which resolves as usual."
        ),
        "spell_copy.new_targets": "{copier} lets you choose new targets for the copy, so it can go elsewhere (the original keeps its own target).",
        "spell_copy.same_targets": "{copier} doesn't say you may choose new targets, so the copy keeps the original's targets.",
        "spell_copy.kicked": (
            "The copy deals {n} damage: a copy of a spell copies the decisions made for the original, additional "
            "costs included, so the copy {copier} makes of a kicked {spell} is kicked too."
        ),
        "spell_copy.x_draws": (
            "The copy draws {n} cards: a copy of a spell copies the decisions made for the original, the value of X "
            "included, so the copy {copier} makes of {spell} has the same X."
        ),
        "spell_copy.total": "{n} in total: the original and the copy deal {each} each.",
        "spell_copy.x": (
            "The copy deals {n} damage: a copy of a spell copies the decisions made for the original, the value of X "
            "included, so the copy {copier} makes of {spell} has the same X."
        ),
        "lifegain.count": (
            "{n}: {card}'s ability triggers {n} times, once for each source with lifelink that deals damage, so it "
            "resolves {n} times."
        ),
        "lifegain.step_sources": "Each source with lifelink ({sources}) makes you gain life on its own: {n} events.",
        "lifegain.step_each": "“Whenever you gain life” means whenever a source causes you to gain life: {card} "
        "triggers for each of them.",
        "dredge.too_few": (
            "With {n} cards in your library you can't dredge {card}: dredge {mill} needs at least {mill} cards in your "
            "library; otherwise you just draw."
        ),
        "dredge.single": (
            "Instead of the draw, you may mill {mill} cards and return {card} from your graveyard to your hand, as "
            "long as you have at least {mill} cards in your library."
        ),
        "dredge.each": "{spell} makes you draw {n} cards, one draw at a time.",
        "dredge.multiple": (
            "{spell}'s {n} draws happen one at a time, so you may replace any one of them with dredge: mill {mill} "
            "cards and return {card} to your hand instead of that draw; the other draws happen normally."
        ),
        "evoke.both": (
            "Evoked, {card} still enters, so its “enters” ability triggers together with evoke's sacrifice trigger; "
            "you control both and put them on the stack in the order you choose, and the “enters” ability resolves "
            "even after {card} has been sacrificed."
        ),
        "evoke.you_choose": "You do:",
        "evoke.step_triggers": "{card} enters: its “enters” ability and evoke's “sacrifice it” ability both trigger.",
        "evoke.step_order": "You control both triggers, so you put them on the stack in any order you choose.",
        "evoke.step_resolves": "Once triggered, {card}'s ability resolves whether or not {card} is still there.",
        "survival.regenerated_tapped": (
            "Regenerating it taps it (and removes it from combat), so it ends up tapped, and a tapped creature can't "
            "block."
        ),
        "survival.regen_first_strike": (
            "{name} survives, but regenerating removes it from combat: the first-strike damage came in an earlier "
            "combat damage step, so in the regular step it is no longer in combat and deals no combat damage."
        ),
        "survival.still_deals": (
            "{name} still deals its combat damage: all combat damage is dealt at the same time, and it is destroyed, "
            "and regenerated, only after."
        ),
        "tax.self_reduced": (
            "{n}: {total} with the tax, and {card}'s own reduction takes {less} off the generic part (never the "
            "colored part)."
        ),
        "tax.reduced": "{n}: {card} makes it cost {{{less}}} less than the {total} it would cost —",
        "tax.alternative_total": (
            "{n}: {card}'s alternative cost {cost} ({base}) instead of its mana cost, plus a commander tax of {tax} — "
            "{{2}} more for each of the {times} previous times it was cast from the command zone; the tax applies to "
            "an alternative cost too."
        ),
        "tax.total": (
            "{n}: its cost {base} plus a commander tax of {tax} — {{2}} more for each of the {times} previous times "
            "it was cast from the command zone this game."
        ),
        "tax.extra": (
            "{tax} extra ({{{tax}}}): the commander tax is {{2}} for each of the {times} previous times it was cast from "
            "the command zone this game, on top of its mana cost."
        ),
        "cast_trigger.still": (
            "{card}'s ability still happens: it triggers when {spell} is cast, before anyone can counter it, and "
            "countering {spell} stops only {spell}'s own effects."
        ),
        "cast_trigger.makes": "You still get what it does: “{effect}”",
        "cast_trigger.step_cast": "{spell} becomes cast, and {card}'s ability triggers at that moment.",
        "cast_trigger.step_counter": "Countering {spell} removes it from the stack; none of its own effects happen.",
        "anthem.survives": "{card} survives: with {anthem} its toughness is {t}, and {d} damage isn't lethal.",
        "anthem.dies": "{card} dies: even with {anthem} its toughness is {t}, and {d} damage is lethal.",
        "anthem.gone_dies": (
            "{card} dies: once {anthem} is gone its toughness is {t} again, and the {d} damage marked on it earlier "
            "this turn is still there, so it is lethal."
        ),
        "anthem.gone_survives": (
            "{card} survives: without {anthem} its toughness is {t}, and the {d} damage still marked on it isn't lethal."
        ),
        "anthem.step_gone": "{anthem}'s +1/+1 applies only while {anthem} is on the battlefield.",
        "anthem.step_marked": "The {d} damage stays marked on {card} until the cleanup step.",
        "split.free": (
            "Any split works: a creature blocked by two or more creatures divides its combat damage among them as its "
            "controller chooses, and you don't have to assign lethal damage to one before another gets any."
        ),
        "split.kills": (
            "{n}: with deathtouch 1 damage is lethal, and {card} divides its {power} combat damage among the {k} "
            "blockers as you choose, so 1 damage to each of {n} of them kills {n}."
        ),
        "split.trample": "Only to assign trample damage to the player must each blocker first be assigned lethal damage.",
        "strike_change.lose_first": (
            "It dealt its damage in the first-strike step, and losing first strike afterwards doesn't let it assign "
            "combat damage again in the regular step."
        ),
        "strike_change.gain_first": (
            "It hadn't dealt damage yet, and gaining first strike after the first-strike step doesn't stop it from "
            "assigning its combat damage in the regular step."
        ),
        "strike_change.lose_double": "Losing double strike after the first combat damage step stops its second hit.",
        "strike_change.gain_double": (
            "A first striker given double strike after it dealt damage in the first step assigns combat damage again "
            "in the second step."
        ),
        "aura_prot.equipment": (
            "{gear} becomes unattached as a state-based action but stays on the battlefield: a permanent with "
            "protection can't be equipped by Equipment with that quality, and unlike an Aura the Equipment doesn't go "
            "to the graveyard."
        ),
        "aura_prot.stays": "{aura} stays: protection from {color} stops only Auras that are {color}, and {aura} isn't.",
        "aura_prot.acts_free": "With {aura} gone, nothing stops the creature any more.",
        "aura_prot.acts_stopped": "While {aura} stays attached, the creature still can't.",
        "aura_prot.falls_off": (
            "{aura} is put into its owner's graveyard: a permanent with protection from a color can't be enchanted by "
            "Auras of that color, so as a state-based action the Aura falls off."
        ),
        "until.returns": (
            "{card}'s ability already resolved and exiled the creature; when {card} leaves the battlefield, the exiled "
            "card returns to the battlefield right away under its owner's control, as a new object."
        ),
        "until.never_card": "No card is exiled: {card} left the battlefield before its ability resolved, and exiling “until” an event that has already happened doesn't move anything.",
        "until.never": (
            "The creature is never exiled: {card} left the battlefield before its ability resolved, and exiling "
            "“until” an event that has already happened doesn't move anything."
        ),
        "until.forever": (
            "The target is exiled for good: {card}'s “leaves the battlefield” ability triggers on top and resolves "
            "first, with nothing to return yet; then its “enters” ability resolves and exiles it."
        ),
        "until.step_leaves": "{card} leaves: its “leaves” ability goes on the stack above its “enters” ability and resolves first, returning nothing.",
        "until.step_enters": "The “enters” ability still resolves without {card} and exiles its target; nothing will return it.",
        "enters.damage": (
            "{total} to each opponent: {maker} puts {k} creature tokens onto the battlefield at once, and {card}'s "
            "ability triggers once for each of them, {n} damage each time."
        ),
        "enters.damage_copies": (
            "{total} to each opponent: {maker} puts {k} creature tokens onto the battlefield at once, and each of the "
            "{copies} {card} triggers once for each of them, {n} damage each time."
        ),
        "enters.life_copies": (
            "{total} life: {maker} puts {k} creature tokens onto the battlefield at once, and each of the {copies} "
            "{card} triggers once for each of them, {n} life each time."
        ),
        "enters.life": (
            "{total} life: {maker} puts {k} creature tokens onto the battlefield at once, and {card}'s ability "
            "triggers once for each of them, {n} life each time."
        ),
        "fling.self_sacrificed": (
            "{card} was sacrificed to pay the cost, so its ability uses its power as it last existed on the battlefield, "
            "{n}; a pump after that (prowess triggering later) can't change it."
        ),
        "fling.sacrificed": "the sacrificed creature",
        "fling.power": (
            "{n}: {card} uses {creature}'s power as it last existed on the battlefield, with anything that had pumped "
            "it before it was sacrificed."
        ),
        "saga.next_chapter": (
            "At the start of your next precombat main phase (right after your draw step), you put a lore counter on "
            "{saga} as a turn-based action, and the chapter that counter reaches triggers then."
        ),
        "saga.one_more": (
            "{saga} goes from {before} to {after} lore counters: a chapter ability triggers when the number of lore "
            "counters was less than its number and becomes at least it, so only chapter {after} triggers (you asked "
            "about chapter {chapter})."
        ),
        "saga.control_back": 'The control {saga} gave lasts "for as long as {saga} remains on the battlefield": when {saga} leaves the battlefield (sacrificed after its last chapter, or removed), that duration ends and control goes back to the player who had it.',
        "saga.stays": (
            "{saga} stays on the battlefield while its chapter ability is still on the stack; only after that ability "
            "has resolved (or left the stack) does the state-based action sacrifice it."
        ),
        "saga.the_saga": "The Saga",
        "timing.creature": (
            "{card} is a creature spell: without flash it is cast only in your main phase with an empty stack."
        ),
        "timing.creature_adventure": (
            "{card} is a creature spell: without flash it is cast only in your main phase with an empty stack, from "
            "exile after an Adventure too."
        ),
        "timing.before_blocks": (
            "Blockers are declared first thing in the declare blockers step, as a turn-based action, and no one gets "
            "priority until after that; to act before blocks, do it in the declare attackers step."
        ),
        "timing.before_attacks": (
            "Attackers are declared first thing in the declare attackers step, as a turn-based action, and no one "
            "gets priority until after that; to act before attacks, do it in the beginning of combat step."
        ),
        "owner_zone.owners": (
            "It goes to its owner's graveyard (or hand or library), not its controller's: an object that would go to "
            "a zone other than its owner's goes to its owner's corresponding zone."
        ),
        "phasing.attached": (
            "{card} phases out with it: Auras, Equipment and Fortifications attached to a permanent that phases out "
            'phase out at the same time ("indirectly"), whoever controls them, and phase back in still attached to it.'
        ),
        "phasing.stays": (
            "Phasing out isn't leaving the battlefield: the permanent doesn't change zones, so it doesn't die, a token "
            "goes on existing, it keeps its counters, and no enters, leaves or dies abilities trigger."
        ),
        "land_drop.no_stack": (
            "Playing a land is a special action that doesn't use the stack: neither the land nor playing it is a spell "
            "or ability, so it can't be countered and no one can respond to it."
        ),
        "land_drop.one_a_turn": (
            "A player can normally play only one land during each of their turns; a second one needs an effect that "
            "lets you play additional lands."
        ),
        "land_drop.used": (
            "Your land for the turn is already played: you can normally play one land each turn, and any land you "
            "play this turn counts against it, whether it came back to your hand or is played from exile, the "
            "graveyard or the top of your library, unless an effect lets you play additional lands."
        ),
        "cant_lose.healed": (
            "{spell} first gives its controller life equal to {card}'s power: at {n} life, they don't lose when {card} "
            "is gone."
        ),
        "shield.they_choose": "Your opponent chooses, as the shielded player: when two or more sources would deal damage to them at the same time, they pick which damage the shield prevents, and the rest is dealt normally.",
        "shield.chooses": (
            "The shielded player (or the shielded permanent's controller) chooses: when two or more sources would deal "
            "damage to it at the same time, they pick which damage the shield prevents, and the rest is dealt normally."
        ),
        "shield.spread": (
            "{shield} prevents only the next {n} damage in all, whatever the number of events: of the {total} damage "
            "from {burn} twice, {prevented} is prevented and {taken} is still dealt."
        ),
        "shield.taken": (
            "{taken}: the shield prevents {prevented} of the {total} damage that would be dealt to you at once, one "
            "damage at a time until it is used up, and the rest is dealt."
        ),
        "shield.taken_them": (
            "{taken}: the shield prevents {prevented} of the {total} damage that would be dealt to your opponent at "
            "once, one damage at a time until it is used up, and the rest is dealt."
        ),
        "shield.you_choose": (
            "You choose, as the shielded player or the shielded permanent's controller: when two or more sources would "
            "deal damage to it at the same time, you pick which damage the shield prevents, and the rest is dealt "
            "normally."
        ),
        "cant_lose.gone": (
            "With {card} gone, the next check of state-based actions finds the player at 0 or less life and they lose "
            "the game: surviving under {card} gave them no life back."
        ),
        "even_split.each": (
            "{each} each: {card} divides X damage evenly, rounded down, so X={x} among {n} targets is {each} to each "
            "(the extra {{1}} per target beyond the first is a cost, not damage)."
        ),
        "enters.theirs": (
            "0: the “you gain” of {card} is its controller, your opponent, so they gain the {total} life and you gain "
            "none."
        ),
        "enters.counters_one": (
            "{total} +1/+1 counters: {maker} puts {k} creature tokens onto the battlefield at once, {card}'s ability "
            "triggers once for each, so you gain life {k} separate times and {grower} triggers {k} times, one counter "
            "each time."
        ),
        "enters.counters": (
            "{total} +1/+1 counters: {maker} puts {k} creature tokens onto the battlefield at once, {card}'s ability "
            "triggers once for each, so you gain life {k} separate times and {grower} triggers {k} times; with the "
            "replacement effects each of its counters becomes {per}."
        ),
        "zone.phased": (
            "Phasing doesn't move a permanent to another zone: a phased-out {card} is treated as though it doesn't "
            "exist, but it never leaves the battlefield, so its leaves- or enters-the-battlefield ability doesn't "
            "trigger when it phases out or in."
        ),
        "zone.ring_trick": (
            "{card}'s leaves-the-battlefield ability triggers now and resolves first, with nothing exiled yet to "
            "return; then its enters ability resolves and exiles the permanent for good."
        ),
        "token.copier_card": (
            "{card} is a card even while it copies a token: being a token isn't a copiable value, so it goes to its "
            "owner's hand as {card} and can be cast again."
        ),
        "token.dies": (
            "A token that dies does go to its owner's graveyard from the battlefield like any creature, so it has "
            "died and abilities that trigger when a creature dies trigger; it ceases to exist only afterwards, the next "
            "time state-based actions are checked."
        ),
        "sac.stolen_yes": (
            "You control it now, and a player sacrifices permanents they control, so you can sacrifice it; it goes "
            "to its owner's graveyard."
        ),
        "sac.stolen_no": (
            "While your opponent controls it you can't: a player can sacrifice only permanents they control (it is "
            "still yours as its owner, and goes to your graveyard if they sacrifice it)."
        ),
        "targets.again_first": (
            "The second {spell}, cast in response to the protection, resolves first (last in, first out) while its "
            "target is still legal, so it takes effect before the protection does; the first {spell} then finds its "
            "target gone and doesn't resolve."
        ),
        "lifegain.twice": (
            "2: the “whenever you gain life” ability of {card} triggers twice, because {striker} has double strike and lifelink, so it deals combat "
            "damage in two combat damage steps and each step's life gain is a separate event."
        ),
        "cant_lose.taken": (
            "{card} now keeps its new controller, your opponent, from losing; it says “you”, so it no longer stops "
            "you, and the next check of state-based actions finds you at 0 or less life."
        ),
        "evasion.flier_blocks": (
            "Flying only limits what can block the flier; a creature with flying can block a creature with or without "
            "flying."
        ),
        "evasion.ground_blocks": (
            "A creature with flying can't be blocked except by creatures with flying and/or reach, so a creature "
            "with neither can't block it."
        ),
        "mv.token": "0: a token that isn't a copy of something has no mana cost, and the mana value of an object with no mana cost is 0.",
        "blocked.no_damage_removed": (
            "{card} stays blocked after its blocker is gone, and a blocked creature without trample assigns combat "
            "damage only to the creatures blocking it: with none left, it deals no combat damage."
        ),
        "blocked.trample_all": (
            "{card} stays blocked, but it has trample and no creature is left blocking it, so all its {n} combat "
            "damage is assigned to the defending player."
        ),
        "blocked.nobody": "Nobody.",
        "blocked.no_damage_after_first": (
            "It stays blocked after its blocker dies in the first-strike damage step, and a blocked creature without "
            "trample assigns combat damage only to the creatures blocking it, so with none left it deals no damage in "
            "the regular step."
        ),
        "keyword_cost.alternative": (
            "{card}'s {keyword} cost is {cost}, an alternative cost paid instead of its mana cost ({mana_cost})."
        ),
        "keyword_cost.additional": (
            "{card}'s {keyword} cost {cost} is an additional cost, paid on top of its mana cost ({mana_cost})."
        ),
        "keyword_cost.activated": "{card}'s {keyword} cost is {cost}, as printed after the keyword.",
        "keyword_cost.total": "{n} mana",
        "keyword_cost.rest": "{rest}",
        "overloaded.spared": (
            'Overloaded, {card} affects "each {what}" instead of a target, so your own permanents aren\'t included.'
        ),
        "overloaded.hits_yours": (
            'Overloaded, {card} affects "each {what}", and "you" in its text is the player who cast it, so your '
            "permanents of that kind are included."
        ),
        "overloaded.hits_all": (
            'Overloaded, {card} affects "each {what}" instead of a target, and that includes your own.'
        ),
        "mandatory.required": (
            "{card}'s triggered ability doesn't say \"may\": as it resolves you must do what it says ({effect}); only "
            'an ability with "may" lets its controller choose not to.'
        ),
        "mandatory.optional": (
            '{card}\'s triggered ability says "may" ({effect}): it still goes on the stack, and you choose whether to '
            "do it as it resolves."
        ),
        "cast_trigger.copy_uncountered": (
            "{card} doesn't counter the copy: its ability triggers only when a spell is cast, and a copy of a spell "
            "isn't cast ({copier} puts it on the stack)."
        ),
        "cast_trigger.copy": (
            "{card} doesn't trigger for the copy: a copy of a spell isn't cast ({copier} puts it on the stack), and "
            "{card} triggers only when a spell is cast."
        ),
        "aura.block_stopped": "{card} says the enchanted creature can't block, so it can't be declared as a blocker.",
        "aura.attack_stopped": "{card} says the enchanted creature can't attack, so it can't be declared as an attacker.",
        "aura.block_allowed": "{card} doesn't stop the enchanted creature from blocking.",
        "aura.attack_allowed": "{card} doesn't stop the enchanted creature from attacking.",
        "aura.abilities_work": "{card} says nothing about the enchanted creature's activated abilities, so they still work, even those with {{T}} in the cost.",
        "aura.abilities_stopped": "{card} says the enchanted creature's activated abilities can't be activated.",
        "survival.rest_happens": (
            "{card} isn't destroyed, but {spell} still resolves and does as much as it can, so its controller still "
            "gets the token."
        ),
        "token.gone": (
            "The token ceases to exist: a token outside the battlefield can't move to another zone or come back, and "
            "it disappears the next time state-based actions are checked; it isn't a card, so it can't be cast."
        ),
        "annihilate.pairs": (
            "As a state-based action, a +1/+1 and a -1/-1 counter on the same permanent are removed in pairs: {n} of "
            "each go, and {counters} left."
        ),
        "annihilate.stays": "{card} ends up a {pt} with {counters} after {source}'s counters.",
        "annihilate.dies": (
            "{card} dies: after {source}'s counters it is a {pt} with {counters}, and a creature with "
            "toughness 0 or less is put into its owner's graveyard."
        ),
        "annihilate.counted_later": (
            "{n}: as a state-based action {card}'s {plus} +1/+1 counters and {minus} -1/-1 counters remove each other in "
            "pairs, leaving {n} +1/+1 counters; when it dies later, its dies ability counts those {n}."
        ),
        "annihilate.counted_on_death": (
            "{n}: {card} dies in the same state-based action check that would have removed the +1/+1 and -1/-1 "
            "counters in pairs, so it still had {n} +1/+1 counters when it died, and its dies ability counts them."
        ),
        "annihilate.none": "no counters",
        "annihilate.one": "{n} {kind} counter",
        "annihilate.many": "{n} {kind} counters",
        "annihilate.step_dies": "With toughness 0 or less, {card} is put into its owner's graveyard.",
        "undying.died_with_both": (
            "The counters arrived together, so it died in the same state-based action check that would have removed "
            "+1/+1 and -1/-1 counters in pairs: it still had a {kind} counter when it died."
        ),
        "undying.withered": "{card}'s damage is dealt as -1/-1 counters, so it died with a -1/-1 counter on it.",
        "undying.left_graveyard": (
            "It doesn't return: the card left the graveyard before the {keyword} trigger resolved, and once it changes "
            "zones it is a new object the trigger can't find."
        ),
        "undying.melira_theirs": (
            "It returns with one: {card} stops -1/-1 counters only on the creatures its controller controls, and "
            "{persister} isn't one of them, so persist returns it with a -1/-1 counter as usual."
        ),
        "undying.other_counter": (
            "It comes back with a {kind} counter, not the other kind: {keyword} returns it with a {kind} counter on it."
        ),
        "undying.vizier_clean": (
            "It returns without it: persist would put one -1/-1 counter on it as it returns, and {card} puts that many "
            "minus one on a creature you control instead, so none is put on it."
        ),
        "undying.melira_clean": (
            "It returns without it: persist would put a -1/-1 counter on it as it returns, and {card} says creatures "
            "you control can't have -1/-1 counters put on them, so none is put on it."
        ),
        "undying.no_counter": "{card} kept the {kind} counter from being put on it, so it came back with none.",
        "undying.annihilate": (
            "A +1/+1 counter and a -1/-1 counter on the same permanent are removed in pairs as a state-based action, "
            "so it had neither when it died."
        ),
        "refund.loyalty": "Countering the ability doesn't undo its cost: the loyalty counters removed from {card} to activate it stay removed, with no refund.",
        "refund.paid": (
            "Countering it doesn't undo its costs: what was sacrificed, discarded or paid for {card} stays that way, "
            "with no refund."
        ),
        "refund.step_cost": (
            "Sacrificing, discarding or paying life for {card} was a cost, paid as the spell was cast or the ability "
            "activated."
        ),
        "block.can_reach": "{blocker} can block {attacker}: {attacker} has flying, and {blocker} has reach, so it can block it.",
        "block.can_fly": "{blocker} can block {attacker}: {attacker} has flying, and {blocker} has flying too, so it can block it.",
        "block.flier_blocks": (
            "{blocker} can block {attacker}: flying limits only which creatures can block {blocker}; a creature with "
            "flying can block a creature with or without flying."
        ),
        "legend.copy_is": "The copy is legendary: it copies {card}'s copiable values, its supertypes included.",
        "legend.copy_is_not": (
            "The copy isn't legendary: it copies {card}'s copiable values, and {card} isn't legendary, so neither is "
            "the copy."
        ),
        "legend.not_a_sacrifice": (
            "The legend rule is a state-based action: the player chooses one and the rest are put into their owners' "
            "graveyards — they aren't sacrificed or destroyed (so regeneration and indestructible don't stop it, and "
            "abilities that trigger on a sacrifice don't see it), though each one put there does die."
        ),
        "legend.not_sacrificed": (
            "The legend rule puts the one you don't keep into its owner's graveyard: that is not sacrificing it, "
            "so {card}'s ability that triggers when you sacrifice a permanent doesn't trigger."
        ),
        "exile_instead.escape": (
            "{card} goes to its owner's graveyard: escape lets you cast it from the graveyard, but unlike "
            "flashback it doesn't exile the card when it leaves the stack, so a countered {card} is back in the "
            "graveyard and can be cast with escape again."
        ),
        "aura_prot.returns": (
            "Then {aura}'s own ability triggers, since it was put into a graveyard from the battlefield, and "
            "returns it to its owner's hand."
        ),
        "moon.enters_untapped": (
            "{land} enters untapped: which replacement effects apply to a permanent entering is checked with the "
            "continuous effects that would apply to it on the battlefield, and under {moon} it would be a "
            'Mountain with no "enters tapped" ability, so it doesn\'t enter tapped.'
        ),
        "moon.no_trigger": "Its enters ability doesn't trigger either: it enters as a Mountain without it.",
        "extra.times_several": (
            "{trigger}'s ability triggers {n} times: {doublers} each make it trigger one additional time, and "
            "their extra triggers add up."
        ),
        "owner_zone.theirs": "To your opponent's graveyard: they own it.",
        "owner_zone.yours": "To your graveyard: you own it.",
        "costs.attackers_discount": (
            "{total} ({cost}): {spell} costs {{{n}}} less for each attacking creature you control, and you attack "
            "with {count}, so {less} generic mana comes off its {printed} (generic mana only, never below zero)."
        ),
        "costs.reduced": (
            "{total} ({cost}): {card} makes {spell} cost {{{n}}} less, but a cost reduction only takes away "
            "generic mana, and {spell}'s {printed} has {generic} generic."
        ),
        "costs.increase_first": "{cards} adds {{{n}}} first;",
        "costs.then_delve": (
            "Then delve: each of the {n} cards exiled pays {{1}} of that {cost}'s generic mana, so you pay {paid}."
        ),
        "costs.reduced_generic": (
            "{total} ({cost}): {card} makes {spell} cost {{{n}}} less, taken from the generic mana of its "
            "{printed} (a reduction never takes colored mana)."
        ),
        "countering.rest_happens": "The rest of {counter} still happens: “{rest}”",
        "timing.companion": (
            "Putting your companion into your hand costs 3 generic mana ({{3}}) and is a special action you can take "
            "only while you have priority with an empty stack during a main phase of your own turn, and only once per "
            "game."
        ),
        "graveyard_order.order": (
            "Each graveyard is a single face-up pile whose order can't normally be changed; any player may look "
            "through any graveyard at any time."
        ),
        "graveyard_order.look": (
            "Any player may look through any graveyard, their own or an opponent's, at any time: each graveyard "
            "is a single face-up pile (whose order can't normally be changed)."
        ),
        "punish.countered": (
            "{card}'s ability triggered when the spell targeted it, and once triggered it resolves on its own: "
            "countering the spell doesn't stop it, so that spell's controller still takes {n} damage."
        ),
        "mana_ability.not_triggered_mana": (
            "{name}'s ability adds mana, but it isn't a mana ability: a triggered ability is one only if it "
            "triggers from activating a mana ability or from mana being added, and this one triggers on another "
            "event, so it uses the stack and can be responded to before you get the mana."
        ),
        "deck.sideboard_size": (
            "15: in constructed play a sideboard may hold no more than fifteen cards, and the four-copy limit counts "
            "the deck and the sideboard together."
        ),
        "deck.sideboard_limited": (
            "No fixed number: in limited play every card of your pool that isn't in your deck is in your sideboard."
        ),
        "deck.sideboard_fifth": (
            "The four-card limit counts the deck and the sideboard together: with four copies in your main deck, "
            "a fifth can't be in your sideboard."
        ),
        "timing.x_on_cast": (
            "When it's cast: the value of X is announced while the spell is being cast, before its costs are "
            "paid, and it stays the same on the stack and as the spell resolves."
        ),
        "zero_x.no_window": (
            "{card} enters with 0 counters as a 0/0, and the game checks state-based actions before any player "
            "gets priority, so it is put into its owner's graveyard before anyone can respond or activate its "
            "abilities."
        ),
        "zero_x.not_cast": (
            "You can put {card} onto the battlefield, but it enters with 0 counters (X is 0, since it wasn't "
            "cast), and as a 0/0 it is put into its owner's graveyard as a state-based action before anyone gets "
            "priority."
        ),
        "zero_x.cast": (
            "Cast with X = 0, {card} enters with 0 counters, and as a 0/0 it is put into its owner's graveyard as "
            "a state-based action before anyone gets priority."
        ),
        "goyf.size": (
            "{card} is {p}/{t}: the cards in the graveyards have {n} card types ({types}), its power is that "
            "number and its toughness that number plus 1."
        ),
        "goyf.type_artifact": "artifact",
        "goyf.type_battle": "battle",
        "goyf.type_creature": "creature",
        "goyf.type_enchantment": "enchantment",
        "goyf.type_instant": "instant",
        "goyf.type_kindred": "kindred",
        "goyf.type_land": "land",
        "goyf.type_planeswalker": "planeswalker",
        "goyf.type_sorcery": "sorcery",
        "command.still_there": (
            "It stays on the battlefield: a commander goes to the command zone only from a graveyard or exile (at "
            "the next state-based action check) or instead of going to a hand or library, and {card} doesn't move "
            "it anywhere."
        ),
        "tax.increased": (
            "{n}: {total} with the commander tax, plus {{{more}}} from {card}, whose cost increase applies to the "
            "commander spell too."
        ),
        "soft_counter.instant_only": (
            "{source} can't be used then: its mana ability says to activate it only as an instant, and while "
            "{card} is resolving no player could cast an instant, so the mana to pay must come from other "
            "sources."
        ),
        "drain.per_opponent": (
            "{n} times: {card} triggers whenever an opponent loses life, and each of the {n} opponents losing "
            "life at once is an occurrence of its own, so it triggers once for each of them."
        ),
        "owner_zone.their_hand": "To your opponent's hand: they own it.",
        "cmd_damage.kept_total": "That player has taken {n} combat damage from that commander in all (21 or more loses).",
        "cmd_damage.kept": (
            "Commander damage is counted for the commander card over the whole game: the damage it already dealt "
            "still counts after it leaves and comes back (blinked, bounced or recast), because it is still the "
            "same commander."
        ),
        "mv.chalice_cast_same": (
            "You can cast it, but {spell} has mana value {n} on the stack, the same as {chalice}'s {k} counters: "
            "its ability triggers and counters it."
        ),
        "sickness.next_turn": (
            "{name} can then: by your next turn you have controlled it continuously since that turn began, so "
            "summoning sickness no longer applies."
        ),
        "sickness.next_turn_returned": (
            "{name} won't be yours by then: {card} gives you control only until end of turn, so it goes back to "
            "its owner before your next turn."
        ),
        "targets.walker_ability": "{card}'s loyalty ability",
        "timing.assign_window": (
            "There is no window: no player can cast spells or activate abilities between the time combat damage "
            "is assigned and the time it is dealt."
        ),
        "costs.delve_generic": (
            "Delve pays only generic mana: each card you exile from your graveyard for {card} pays {{1}} of its total "
            "cost, never a colored symbol, so its colored mana must still be paid with mana."
        ),
        "objects.trigger_theirs": (
            "Your opponent: the trigger of {card} is controlled by the player who controlled it when it left — "
            "your opponent, who took it from you — so its effect is theirs."
        ),
        "define.ability_word": (
            "{term} is an ability word: it ties cards together but has no rules meaning of its own; what it asks "
            "for is written on each card"
        ),
        "define.ability_word_card": "For example, {card}: “{line}”",
        "pick.brawl_walker": (
            "In Brawl a legendary planeswalker card can be your commander: a Brawl commander is a legendary "
            "creature, planeswalker, Vehicle or Spacecraft card."
        ),
        "pick.brawl_fits": (
            "{card} can be your Brawl commander: in Brawl the commander is a legendary creature, planeswalker, "
            "Vehicle or Spacecraft card."
        ),
        "pick.brawl_not": (
            "{card} can't be your Brawl commander: a Brawl commander must be a legendary creature, planeswalker, "
            "Vehicle or Spacecraft card."
        ),
        "cmd_damage.cant_lose": (
            "{card} says you can't lose the game, and a card's text takes precedence over the rules: 21 commander "
            "damage doesn't make you lose while you control it (the damage is still counted if it leaves)."
        ),
        "cmd_damage.brawl": (
            "Brawl games don't use the commander damage rule: combat damage from a commander costs life as usual, "
            "but no amount of it, 21 or more included, makes a player lose on its own."
        ),
        "cmd_damage.stolen": (
            "Commander damage is the commander's combat damage, whoever controls it: while another player "
            "controls your commander, the combat damage it deals to a player, you included, counts toward that player's 21."
        ),
        "sickness.blinked": (
            "{name} came back from exile as a new object, which hasn't been under your control since your turn "
            "began: this turn it can't attack or use abilities with the tap symbol in their cost (\"summoning "
            'sickness").'
        ),
        "illusion.copied_trigger": (
            "{card} is sacrificed, and as a copy of {original} it has its ability “{ability}”: leaving the "
            "battlefield triggers it all the same."
        ),
        "mana_ability.spell": (
            "{name} is a spell, and a spell is never a mana ability, whatever it adds: it's cast and goes on the "
            "stack like any other spell, so players can respond to it before the mana is added."
        ),
        "mana_ability.on_tapped": (
            "{name}'s ability triggers on a land being tapped for mana, so it is a mana ability: it doesn't use "
            "the stack and resolves right after the tap, before anyone could respond."
        ),
        "aura_prot.never_enters": (
            "{aura} never enters: its target gained the protection while {aura} was still a spell on the stack, "
            "so as it tries to resolve its only target is illegal; it doesn't resolve and goes to its owner's "
            "graveyard."
        ),
        "tron.more": '{land} adds {mana}: you control {needs}, so its "instead" applies.',
        "tron.alone": "{land} adds only {mana}: its bigger amount needs {needs}, and you don't control both.",
        "tron.total": "together they add {n} colorless mana ({parts}).",
        "tron.both": "an {a} and an {b}",
        "qprot.monocolored": "monocolored",
        "qprot.multicolored": "multicolored",
        "qprot.colorless": "colorless",
        "qprot.everything": "everything",
        "qprot.no_target": "{card} has protection from {quality}, and {source} is {kind}: it can't target {card}.",
        "qprot.may_target": (
            "{card} has protection from {quality}, but {source} is {kind}, so that protection doesn't stop it "
            "from targeting {card}."
        ),
        "qprot.prevented": (
            "{card} has protection from {quality}, and {source} is {kind}: all damage {source} would deal to "
            "{card} is prevented."
        ),
        "qprot.dealt": (
            "{card} has protection from {quality}, but {source} is {kind}, so its damage to {card} isn't prevented."
        ),
        "thg.first_draw": (
            "In Two-Headed Giant the team that plays first skips the draw step of its first turn: neither of its "
            "players draws then."
        ),
        "thg.poison_dead": (
            "The team shares its poison counters: {n} between its players is fifteen or more, so the team loses."
        ),
        "thg.poison_alive": (
            "The team shares its poison counters: {n} between its players is fewer than the fifteen a Two-Headed "
            "Giant team needs to lose."
        ),
        "thg.pay_ok": "Paying life uses the team's life total: {n} life out of {life} can be paid.",
        "thg.pay_too_much": (
            "Paying life uses the team's life total, and no one can pay more life than that total: {n} life with "
            "the team at {life} can't be paid."
        ),
        "thg.each_opponent": (
            "{card} makes each opponent lose {each}: both players of the other team lose it, and their shared "
            "life total loses {n}."
        ),
        "thg.order": (
            "The active team puts all the triggered abilities its players control on the stack in any order it "
            "chooses, mixing both players' abilities."
        ),
        "qprot.sacrifice": (
            "{source} makes a player sacrifice, targeting the player and not {card}, and protection doesn't stop "
            "a player from sacrificing: {card} can be the one sacrificed."
        ),
        "control.taker_left_mine": (
            "It's back under your control, its owner's: when a player leaves the game, every effect that gave "
            "that player control of an object ends."
        ),
        "attack_tax.enters_attacking": (
            "{card}'s cost is paid as attackers are declared; a creature put onto the battlefield attacking "
            '(ninjutsu, "enters attacking") was never declared as an attacker, so nothing is paid for it.'
        ),
        "thg.second_draws": (
            "In Two-Headed Giant only the team that plays first skips its first draw step: the team going second "
            "draws as usual, each of its players."
        ),
        "locked.after_tokens": (
            "{spell}'s effect applies only to the creatures that were on the battlefield as it resolved; the tokens "
            "{creature} created came afterwards, so they don't get it."
        ),
        "locked.after": (
            "{spell}'s effect applies only to the creatures that were on the battlefield as it resolved; "
            "{creature} entered afterwards, so it doesn't get it."
        ),
        "qprot.sacrifice_each": (
            "{source} makes each player sacrifice, targeting nothing, and protection doesn't stop a player from "
            "sacrificing: {card} can be the one sacrificed."
        ),
        "qprot.kind_monocolored": "monocolored",
        "qprot.kind_multicolored": "multicolored",
        "qprot.kind_colorless": "colorless",
        "aura_enters.owner": (
            "Its owner chooses: {aura} isn't cast, so it targets nothing; {putter} returns it under its owner's "
            "control, and that player chooses what it enchants as it enters (any object it can legally enchant)."
        ),
        "aura_enters.putter": (
            "You, the player putting it onto the battlefield with {putter}: {aura} isn't cast, so it targets "
            "nothing, and that player chooses what it enchants as it enters (any object it can legally enchant)."
        ),
        "aura_enters.untargetable": (
            "{aura} put onto the battlefield by {putter} isn't cast, so it doesn't target: the player it enters "
            "under chooses what it enchants, and hexproof or shroud don't stop that (only protection or its "
            "enchant ability would)."
        ),
        "blink.aura_back": "Then {aura}'s own trigger returns it from the graveyard to its owner's hand.",
        "blink.equipment_stays": "{equipment} stays on the battlefield, unattached, until it is equipped again.",
        "blink.equipment_reattaches": (
            "{equipment} stays on the battlefield, unattached; its own trigger lets you attach it again to the "
            "creature as it comes back."
        ),
        "until_leaves.command_zone": (
            "Once it moves to the command zone it is a new object, and {card}'s return brings back only the card "
            "it exiled, which is no longer in exile: it stays in the command zone."
        ),
        "objects.made_create": "the token it makes",
        "objects.made_draw": "the card draw",
        "objects.made_gain": "the life it gains",
        "objects.made_search": "the card it finds",
        "targets.share_left": "The remaining target is dealt only its announced {n}.",
        "combat.first_strike_clean": (
            "With first strike, {name} deals that damage in the first combat damage step, so all of them die "
            "before dealing theirs: {name} takes no damage."
        ),
        "define.kind_of": "{term} is a kind of {title}",
        "obsolete.term": "“{term}” is an obsolete term: “{quote}” [CR glossary, “{entry}”]",
        "obsolete.now": "The current rule: {cited}",
        "library.wins": "It wins:",
        "hand.holder_not_active": (
            "Only the active player — you, on your turn — discards down to the maximum hand size in the cleanup "
            "step; the other player keeps all their cards."
        ),
        "untapped.one_each": (
            "Each blocking creature blocks one attacker: a single creature can't block both unless its text says "
            "it can block more."
        ),
        "untapped.enters_tapped": (
            "{card} comes back tapped, and only untapped creatures can block: it can't block until it untaps in "
            "its controller's untap step."
        ),
        "untapped.vigilance": (
            "{card} has vigilance: attacking doesn't tap it, so it stays untapped and can block on the next turn."
        ),
        "untapped.next_untap": (
            "{card} stays tapped until its controller's next untap step — permanents untap only at the start of "
            "their controller's turn, not at the end of it — and a tapped creature can't block."
        ),
        "mana_color.colorless": "colorless mana",
        "mana_color.cant": (
            "{source} makes only {made}, and the {symbol} in {spell}'s cost can be paid only with {color} mana: "
            "that mana can pay only a generic part of a cost."
        ),
        "aura.abilities_work_combat": (
            "{card} only stops the enchanted creature from attacking or blocking; it says nothing about its "
            "activated abilities, so they still work, even those with {{T}} in the cost."
        ),
        "timing.own_haste": "{name} has haste, so it can attack and use its {{T}} abilities the turn you take it.",
        "not_cast.exiled_instead": (
            "It is exiled instead of entering: {card} exiles a nontoken creature that would enter the battlefield "
            "without having been cast."
        ),
        "storm.copies_uncast": (
            "None of the copies: {watcher} triggers only when a spell is cast, and storm's copies of {card} are "
            "put on the stack without being cast."
        ),
        "storm.the_spell": "your storm spell",
        "prevention.after_first_strike": (
            "The first-strike damage {source} already dealt stays dealt; from then on {card} prevents all the "
            "combat damage {source} would deal, so its regular combat damage is prevented."
        ),
        "blink.untapped": "It also comes back untapped.",
        "mana_color.colorless_kind": "colorless",
        "hand.you_choose": "You choose which cards to discard.",
        "loyalty.all_removed": (
            "{card} removes every counter from {walker}, so its loyalty is 0 and it is put into its owner's "
            "graveyard as a state-based action."
        ),
        "countered.not_its_value": (
            "{card} has mana value {mv}, not {n}: {source} never triggers for it, so there is nothing to counter it "
            "and it resolves normally."
        ),
        "countered.trigger_countered": (
            "{source}'s trigger is what would counter {card}; once that ability is countered, none of its effects "
            "happen, so {card} stays on the stack and resolves normally."
        ),
        "countered.spell_stays": (
            "Only the trigger is countered: it is an ability on the stack of its own, and {card} itself is still "
            "on the stack and resolves as usual."
        ),
        "mana_color.generic_part": "It can still pay the generic part of {spell}'s cost.",
        "command.abilities_off": (
            "No: in the command zone its abilities don't work. A permanent card's abilities usually function only "
            "while it is on the battlefield; only an ability that says it works from the command zone does."
        ),
        "cmd_damage.walker": (
            "Only combat damage a commander deals to a player counts toward the 21; damage it deals to a "
            "planeswalker or a battle doesn't."
        ),
        "extra.deaths": "{n} triggers in all: {each} for each of the {deaths} creatures that die.",
        "pick.controls_stolen": (
            "{card} asks only whether you control a commander on the battlefield, and any player's commander "
            "counts: one you took control of is a commander you control."
        ),
        "life_response.burn_first": (
            "{card} was cast in response, so it resolves first: its damage puts you at {left} life, and you lose "
            "when state-based actions are checked, before {gain} resolves."
        ),
        "life.a_draw": "A draw.",
        "life.kept_in_you": (
            "You win: both players go to {left} life, but {card}'s “You can't lose the game” keeps you in (a "
            "“can't” beats the rule that would make you lose), so only your opponent loses."
        ),
        "life.kept_in_them": (
            "Your opponent wins: both players go to {left} life, but {card}'s “You can't lose the game” keeps its "
            "controller in (a “can't” beats the rule that would make them lose), so only you lose."
        ),
        "if.never_state": (
            "{card}'s ability doesn't trigger: “if {condition}” is already false as the draw step begins, and an "
            "intervening “if” is checked when the event happens."
        ),
        "source_gone.the_creature": "the creature",
        "source_gone.target_left": (
            "{source}'s ability doesn't resolve: its only target left the battlefield ({target} comes back as a "
            "new object the ability can't find), so none of its effect happens."
        ),
        "enters.cards": (
            "{total} cards: {maker} puts {k} creature tokens onto the battlefield at once, and {card}'s ability "
            "triggers once for each of them, one card each time."
        ),
        "enters.cards_paid": (
            "Up to {total} cards: {maker} puts {k} creature tokens onto the battlefield at once, and {card}'s "
            "ability triggers once for each of them; each time you may pay {{1}} to draw one card."
        ),
        "timing.equip_respond": (
            "Equip is an activated ability: activating it puts it on the stack, and it attaches the Equipment "
            "only when it resolves, so players get priority and can respond first (with an instant, for example)."
        ),
        "untapped.tapped_now": (
            "{card} is tapped, and only untapped creatures can be declared as blockers: tapped before blockers "
            "are declared, it can't block this combat."
        ),
        "source_gone.target_gone": (
            "{source}'s ability doesn't resolve: its only target, {target}, is gone, so none of its effect happens."
        ),
        "lifelink.survives": (
            "You end at {end} life: all combat damage is dealt at the same time, and {card}'s lifelink gains you "
            "{n} life as its damage is dealt, so you go from {start} to {end} ({start} − {damage} + {n}) before "
            "state-based actions are checked."
        ),
        "lifelink.dies": (
            "You end at {end} life and lose: all combat damage is dealt at the same time, and {card}'s lifelink "
            "gains you {n} life as its damage is dealt, but {start} − {damage} + {n} is still 0 or less when "
            "state-based actions are checked."
        ),
        "sacrifice.tapped_ok": (
            "Sacrificing doesn't care whether a permanent is tapped: {card}'s cost asks only that you sacrifice "
            "them, so tapped ones do (a cost asks for untapped permanents only when it says “untapped”)."
        ),
    },
    "es": {
        "rules": "Las reglas",
        "affinity.delve": "{total} de maná ({cost}): con {n} cartas en el cementerio, excavar (delve) puede pagar {paid} del maná genérico de {card} ({printed}), una carta exiliada por cada {{1}} y nunca el de color, así que pagas {cost}.",
        "timing.sorcery_time_ok": "{card} solo deja a los oponentes de su controlador lanzar hechizos cuando podrían lanzar un conjuro: en su propia fase principal con la pila vacía, que es justo ese momento.",
        "sickness.the_land": "La tierra",
        "affinity.cost_power": "{total} de maná ({cost}): {card} ({printed}) cuesta {{X}} menos, siendo X la mayor fuerza entre tus criaturas, y la reducción solo quita maná genérico, así que con fuerza {n} pagas {cost}.",
        "adventure.not_permanent": "Lanzado como aventura, solo cuentan las características de {face}, que es {kind}, no un hechizo de permanente, así que {card} no te deja lanzarlo.",
        "adventure.kind_sorcery": "un conjuro",
        "adventure.kind_instant": "un instantáneo",
        "devotion.theirs_told": "Su devoción es {n}, menos de {needed}, así que {card} no es una criatura.",
        "ability_lock.not_bound_owner": "{lock} solo afecta a lo que controlan los oponentes de su controlador, así que no impide activar {card}, que controla el mismo jugador que {lock}.",
        "ability_lock.not_bound_turn": "{lock} solo afecta a los oponentes de su controlador, y solo durante el turno de su controlador, así que aquí no impide activar {card}.",
        "ability_lock.kind_planeswalker": "un planeswalker",
        "ability_lock.kind_land": "una tierra",
        "ability_lock.kind_enchantment": "un encantamiento",
        "ability_lock.kind_creature": "una criatura",
        "ability_lock.kind_artifact": "un artefacto",
        "ability_lock.free": "{card} es {kind}, no de un tipo que {lock} nombre, así que sus habilidades se pueden seguir activando.",
        "ability_lock.locked": "{card} es {kind}, así que {lock} impide activar sus habilidades activadas.",
        "colored_only.swept": "{card} tiene color (hay un símbolo de maná de color en su coste), así que {effect} se lo lleva.",
        "colored_only.too_big": "El valor de maná de {card} es {mv}, más de {n}, así que el −X de {effect} no lo exilia.",
        "colored_only.exiled": "{card} tiene color y su valor de maná es {mv}, {n} o menos, así que el −X de {effect} lo exilia.",
        "colored_only.spared": "{card} es incoloro (su coste no tiene símbolos de maná de color), y el efecto de {effect} solo afecta a permanentes de uno o más colores, así que se queda.",
        "targets.both_needed": "La habilidad de {name} no hace nada: solo actúa si sus dos objetivos siguen siendo legales al resolverse, y uno ya no está.",
        "targets.equip_move": "Equipar solo hace objetivo a la criatura a la que vas a anexar {card}; la que la lleva ahora no es objetivo, así que su velo o antimaleficio no impide moverla.",
        "cast_lock.hand_only": "{card} hace que los oponentes de su controlador solo puedan lanzar hechizos desde la mano, y la retrospectiva o escapar lanzan la carta desde el cementerio: el «no puede» prevalece sobre ese permiso.",
        "cast_lock.ability": "{card} solo impide lanzar hechizos desde el cementerio; desenterrar, embalsamar y carroñear son habilidades activadas, no lanzamientos, así que siguen funcionando.",
        "cast_lock.cast": "{card} dice que no se pueden lanzar hechizos desde los cementerios, y la retrospectiva, escapar, impulso y retrazar lanzan la carta desde el cementerio: el «no puede» prevalece sobre ese permiso.",
        "timing.sorcery_ability": "La habilidad de {card} solo se puede activar como un conjuro: en tu fase principal y con la pila vacía, nunca en respuesta ni en el turno de otro jugador.",
        "choose_color.among_colorless": "{card} solo añade maná de un color que tengan tus criaturas y planeswalkers legendarios, y {legends} es incoloro: incoloro no es un color, así que no añade maná.",
        "restricted_mana.x_too": "Su X es parte de ese coste y se paga al lanzarlo.",
        "restricted_mana.ability_ok": "El maná de {source} también se puede gastar para activar habilidades de permanentes como {card}.",
        "restricted_mana.no_abilities": "El maná de {source} solo se puede gastar para lanzar los hechizos que dice su texto, no para activar habilidades.",
        "restricted_mana.not_abilities": "El maná de {source} solo se puede gastar para lanzar hechizos, no para activar habilidades como las de {card}.",
        "restricted_mana.cast_no": "El maná de {source} solo se puede gastar para lanzar hechizos de un tipo ({kinds}), y {card} no lo es.",
        "restricted_mana.cast_ok": "El maná de {source} solo se puede gastar para lanzar hechizos de un tipo ({kinds}), y {card} lo es: paga cualquier parte de su lanzamiento.",
        "targets.from_you": "{card} tiene protección contra ti, el jugador elegido: nada que controles puede hacerlo objetivo, y el daño de tus fuentes se le previene.",
        "flashback.one_alternative": "La retrospectiva ya es un coste alternativo, y a un hechizo solo se le puede aplicar un coste alternativo: no puedes lanzar {card} con retrospectiva pagando otro coste alternativo.",
        "flashback.sorcery_timing": (
            "La retrospectiva de {giver} solo cambia desde dónde se lanza el conjuro, no cuándo: un conjuro solo se "
            "puede lanzar en una fase principal de tu propio turno con la pila vacía."
        ),
        "flashback.unpayable": "{card} no tiene coste de maná, así que el coste de retrospectiva que le da {giver} es impagable: no se puede lanzar así.",
        "flashback.other_cost": "{giver} le da a {card} retrospectiva con un coste igual a su coste de maná, {cost}: eso es lo que pagas para lanzarla desde tu cementerio.",
        "flashback.its_cost": "{giver} le da a {card} retrospectiva con un coste igual a su coste de maná, {cost}: la lanzas desde tu cementerio pagando {cost} en lugar de su coste de maná.",
        "claims.wrong": "No tiene razón.",
        "claims.right": "Tiene razón.",
        "loyalty.new_walker": "{card} puede usar una habilidad de lealtad el turno en que entra: el mareo de invocación solo limita las habilidades de {{T}} y los ataques de las criaturas, y una habilidad de lealtad solo pide tu fase principal, la pila vacía y que no hayas activado otra suya ese turno.",
        "blocking.defender": "Defensor solo impide que la criatura ataque; puede bloquear con normalidad.",
        "devotion.theirs_not_creature": "Su devoción es solo {n} ({parts}), menos de {needed}, así que {card} no es una criatura: no puede ser objetivo ni destruido como criatura, ni atacar o bloquear.",
        "legend.neither": "Ninguno de los dos.",
        "cast_during.now": "La habilidad de {card} deja lanzar la carta mientras se resuelve, así que se lanza en ese momento, sea cual sea el momento normal de su tipo (también un conjuro, en cualquier turno); no se puede guardar para después.",
        "command.stolen_stays": "Que te roben el comandante no lo mueve de zona: sigue en el campo de batalla bajo su control, y solo un comandante que va al cementerio o al exilio (o a la mano o la biblioteca de su propietario) puede ir a la zona de mando.",
        "starting_life.commander": "en Commander cada jugador empieza la partida con 40 vidas.",
        "starting_life.brawl_two": "en una partida de Brawl a dos jugadores cada jugador empieza con 25 vidas.",
        "starting_life.brawl_multi": "en una partida de Brawl multijugador cada jugador empieza con 30 vidas.",
        "starting_life.two_headed": "en Gigante de Dos Cabezas cada equipo comparte un total de vidas, que empieza en 30.",
        "graveyard_copies.tokens": "{n}: cada una de las {copies} copias de {card} en tu cementerio se dispara por separado cuando la criatura que no es ficha va a tu cementerio, y cada una crea su ficha ({token}).",
        "color_checked.nothing": "{other} no es {color}: {card} puede hacerlo objetivo, pero al resolverse «si es {color}» es falso, así que no le hace nada.",
        "color_checked.works": "{other} es {color}, así que {card} le hace lo que dice al resolverse.",
        "color_checked.aim_matches": "{card} hace objetivo a cualquier hechizo o permanente, y {other} es {color}, así que puede apuntarle y le afecta al resolverse.",
        "color_checked.aim": "{card} hace objetivo a cualquier hechizo o permanente: «si es {color}» solo se comprueba al resolverse, así que puede apuntar a {other}, y entonces no hace nada.",
        "not_cast.living_weapon": "Arma viviente (living weapon) es una habilidad disparada al entrar en el campo de batalla: {card} crea su ficha de Germen entre como entre, lanzado o puesto en el campo de batalla por {how}.",
        "loyalty.unpreventable": "El daño de {card} no se puede prevenir, así que la prevención de {name} no lo detiene.",
        "mv.limit_put": "{name} ({cost}) tiene valor de maná {n}; {spell} solo pone cartas de criatura «{limit}».",
        "soft_counter.ferocious_soft": "El controlador de {card} no tiene ninguna criatura con fuerza 4 o más al resolverse, así que el feroz no se aplica: solo contrarresta el hechizo a menos que pagues, y decides pagar al resolverse.",
        "soft_counter.ferocious_hard": "El feroz de {card} se comprueba al resolverse: su controlador controla una criatura con fuerza 4 o más, así que contrarresta el hechizo sin más y no hay nada que pagar.",
        "pay_life.before_effect": "Con {life} vidas puedes pagar {n} vidas, pero te quedas en 0: las acciones basadas en estado se comprueban antes de que nadie reciba prioridad, así que pierdes la partida antes de que se resuelva el hechizo o la habilidad.",
        "exile_instead.damage_exile": "{spell} exilia en vez de eso a una criatura a la que hizo daño y que fuera a morir este turno: {card} nunca muere ni llega al cementerio, así que nada la devuelve desde allí.",
        "costs.delve_increase": "{left} de maná ({rest}): {card} hace que {spell} cueste {cost}, y delve (excavar) paga {paid} de ese maná genérico con las {delved} cartas exiliadas (nunca paga maná de color).",
        "hand_gate.stopped": "{card} impide atacar a una criatura cuya fuerza sea mayor que el número de cartas en la mano de su controlador: fuerza {power} contra una mano de {cards} es mayor, así que no puede atacar.",
        "hand_gate.attack": "{card} solo impide atacar a una criatura cuya fuerza sea mayor que el número de cartas en la mano de su controlador: fuerza {power} contra una mano de {cards} no es mayor, así que puede atacar.",
        "storm.life_original_countered": "{total} vidas: tormenta copia {card} una vez por cada uno de los {n} hechizos lanzados antes este turno, y contrarrestar el original no toca las copias, así que solo las {n} copias hacen perder {each} cada una.",
        "storm.life": "{total} vidas: tormenta copia {card} una vez por cada uno de los {n} hechizos lanzados antes este turno, así que el original y las {n} copias hacen perder {each} cada uno.",
        "hand.over_seven": "Durante el turno un jugador puede tener cualquier número de cartas en la mano; solo en el paso de limpieza de su propio turno descarta hasta su tamaño máximo de mano, normalmente siete.",
        "mv.x_rule": "En cualquier zona que no sea la pila, una {{X}} del coste de maná cuenta como 0 para el valor de maná; en la pila vale el número elegido para ella.",
        "mulligan.loser_is_you": "perdiste la partida anterior, así que eliges tú.",
        "mulligan.loser_is_them": "ganaste la partida anterior, así que elige tu rival.",
        "mulligan.draw_same_chooser": (
            "El mismo jugador que hizo esa elección en la partida empatada: tras un empate no hay perdedor, así que "
            "quien eligió quién empezaba en esa partida vuelve a elegir."
        ),
        "mulligan.loser_chooses": "En un match de varias partidas, el perdedor de la partida anterior elige quién juega el primer turno (empezar o robar).",
        "leaves.concede_any_time": "Un jugador puede conceder la partida en cualquier momento, aunque haya un hechizo o una habilidad en la pila: sale de la partida al instante y la pierde.",
        "targeted_trigger.untargeted": "{spell} no usa la palabra «objetivo», así que no hace objetivo a {watcher}: la habilidad de {watcher}, que solo se dispara cuando se convierte en objetivo de un hechizo, no se dispara.",
        "survival.survives_lethal_indestructible": "{name} sobrevive: recibe -{n}/-{n} y le queda resistencia {left}, así que el daño que ya tiene marcado es letal, pero el daño letal solo destruye, y {name} es indestructible.",
        "survival.survives_shrunk": "{name} sobrevive: recibe -{n}/-{n} y le queda resistencia {left} (ahora es {pt}), más de 0; solo con resistencia 0 o menos va al cementerio, se pueda destruir o no.",
        "storm.mill": "{total} cartas: la tormenta copia {card} una vez por cada uno de los {n} hechizos lanzados antes este turno, así que el original y cada una de las {n} copias le hacen moler {each} cartas.",
        "choose_color.not_a_color": "Cuando {card} pide elegir un color, tiene que ser uno de los cinco: blanco, azul, negro, rojo o verde. Incoloro (y multicolor) no es un color, así que no se puede elegir.",
        "not_cast.tokens": "Crea las {n} fichas.",
        "not_cast.enters_anyway": "La habilidad de {card} al entrar se dispara cuando entra al campo de batalla, llegue como llegue: lanzada o no, se dispara igual.",
        "targeted_trigger.first": "{spell} hace objetivo a {watcher}, así que la habilidad de {watcher} se dispara al lanzarse {spell}, lo lance quien lo lance, y va a la pila encima: se resuelve primero, aunque {spell} vaya a matar a {watcher}.",
        "lifelink.first_theirs": "La criatura que te golpea tiene dañar primero, así que sus {damage} de daño llegan en el primer paso de daño de combate, antes del vínculo vital de {card}: pasas de {start} a {end} y pierdes por acción basada en el estado antes de ganar vida.",
        "mid_resolution.alive": (
            "Pasas de {start} a {low} y luego a {end} mientras se resuelve el hechizo, pero las acciones basadas en "
            "estado solo se comprueban cuando un jugador va a recibir prioridad, después de que termine de "
            "resolverse: para entonces estás a {end}, así que no pierdes."
        ),
        "any_player.can_each": (
            "Las habilidades de {card} que dicen «Any player may activate this ability.» (texto oficial en inglés: "
            "cualquier jugador puede activar esta habilidad) las puede activar cualquier jugador, controle quien controle {card}: solo el "
            "controlador de un objeto puede activar sus habilidades salvo que el objeto diga lo contrario, y estas lo "
            "dicen."
        ),
        "any_player.can": (
            "{card} dice «Any player may activate this ability.» (texto oficial en inglés: cualquier jugador puede activar esta habilidad): "
            "solo el controlador de un objeto puede activar sus habilidades salvo que el objeto diga lo contrario, y "
            "este lo dice, así que cualquier jugador puede pagar el coste y activar «{ability}», controle quien "
            "controle {card}."
        ),
        "from_library.yes": (
            "La habilidad de {card} solo se dispara cuando va a tu cementerio desde tu biblioteca, y molerla hace "
            "justo eso: se dispara."
        ),
        "from_library.no_hand": (
            "La habilidad de {card} solo se dispara cuando va a tu cementerio desde tu biblioteca; descartada, llega "
            "desde tu mano, así que no se dispara."
        ),
        "from_library.no_stack": (
            "La habilidad de {card} solo se dispara cuando va a tu cementerio desde tu biblioteca; contrarrestada, "
            "llega desde la pila, así que no se dispara."
        ),
        "lure.must": (
            "{lure} obliga a bloquear a {lured} a toda criatura que pueda hacerlo, y {blocker} puede: tiene que "
            "bloquear a {lured}."
        ),
        "lure.cant": (
            "{lured} tiene volar y {blocker} no tiene volar ni alcance, así que {blocker} no puede bloquearla y la "
            "obligación no le afecta."
        ),
        "lure.flier_blocks": "Una criatura con volar puede bloquear a una sin volar.",
        "echo.first": (
            "El eco se dispara al comienzo de tu primer mantenimiento después de que el permanente pasara a tu "
            "control: paga entonces su coste de eco o sacrifícalo."
        ),
        "echo.once": (
            "El eco solo se dispara en el primer mantenimiento después de que el permanente pasara a tu control; "
            "pasado ese mantenimiento ya no se dispara, así que no hay nada más que pagar (salvo que vuelva a pasar "
            "a tu control)."
        ),
        "lifelink.trigger_late": (
            "{card} te hace ganar vida con una habilidad disparada, no con vínculo vital: el daño de combate te deja "
            "de {start} en {end}, y las acciones basadas en estado te hacen perder antes de que ese disparo llegue a "
            "la pila."
        ),
        "lifelink.first_mine": "{card} tiene dañar primero, así que su daño y las {n} vidas del vínculo vital llegan en el primer paso de daño de combate: pasas de {start} a {start_gain} antes de que lleguen los {damage} de daño, y acabas en {end}.",
        "command.hand_only_zone": "{card} solo deja a los oponentes de su controlador lanzar hechizos desde la mano; ningún permiso para lanzar hechizos desde otra zona se impone a ese «no puede».",
        "sac_trigger.after_spell": "El sacrificio ocurre mientras {spell} se resuelve, y la habilidad de {watcher} espera para ponerse en la pila hasta que un jugador vaya a recibir prioridad, cuando {spell} haya terminado: no puede resolverse a mitad de su resolución.",
        "sac_trigger.before_spell": "El sacrificio de {spell} se paga mientras se lanza, así que la habilidad de {watcher} se dispara en ese momento y se pone en la pila encima de {spell} en cuanto un jugador vaya a recibir prioridad: se resuelve primero.",
        "deck.combined": "El límite de cuatro copias cuenta el mazo y el banquillo juntos: son {n} copias de la carta.",
        "ninjutsu.bonus_stays": (
            "El Ninja no lo recibe: las bonificaciones de exaltado y similares «hasta el final del turno» se aplican a la "
            "criatura a la que se dieron, y esa criatura volvió a tu mano; el Ninja es otro objeto."
        ),
        "ninjutsu.blocked": "Ninjutsu devuelve una criatura atacante no bloqueada, y una criatura que fue bloqueada sigue bloqueada aunque su bloqueadora salga del combate, así que no se puede devolver para pagar el ninjutsu.",
        "moon.type_lost": "Con {moon} en juego, {land} es solo una Montaña: una tierra a la que un efecto le fija el subtipo pierde sus tipos de tierra anteriores, así que no es un {type} y no se puede pagar el coste alternativo de {card}.",
        "mana_empties.lost": "El maná sin gastar no se guarda: la reserva de maná de cada jugador se vacía al final de cada paso y fase, así que el maná que produces ahora desaparece antes de un paso, fase o turno posterior.",
        "damage_trigger.still": "La habilidad de {card} se dispara con el propio daño, así que se dispara y se resuelve aunque {card} haya muerto por él, contando los {n} de daño: la cantidad de su efecto es {n}.",
        "evasion.the_creature": "La criatura con la habilidad de cruzar {walk_es}",
        "face_down.no_response": "Poner boca arriba una criatura boca abajo es una acción especial: no usa la pila, así que no hay nada a lo que responder, y cuando alguien recibe la prioridad ya está boca arriba.",
        "targets.evenly_left": "El daño de {name} se reparte al resolverse, solo entre los objetivos que siguen siendo legales, así que el que queda recibe los {n}.",
        "devotion.told": "Tu devoción es {n}, como dices.",
        "mv.land_face": "En el campo de batalla un permanente modal de dos caras solo tiene las características de la cara que está boca arriba, y {face} es una tierra sin coste de maná, así que su valor de maná es 0 cueste lo que cueste la otra cara; {spell} pide (texto oficial en inglés) «{limit}».",
        "repl.odd": "impar",
        "repl.even": "par",
        "repl.parity_missed": "{source} hace {amount} de daño: su valor de maná al hacer el daño es {n}, que es {parity}, así que la duplicación de {card} no se aplica.",
        "not_cast.the_creature": "la criatura",
        "not_cast.a_counterspell": "un contrahechizo",
        "not_cast.nothing_to_counter": (
            "{how} pone a {card} en el campo de batalla sin lanzarlo, así que nunca es un hechizo en la pila: "
            "{spell} no tiene nada que contrarrestar."
        ),
        "not_cast.cast_enters": (
            "Entra: lanzada y resuelta, la criatura entra al campo de batalla con normalidad; {card} solo exilia a una "
            "criatura que no es ficha y que fuera a entrar sin haber sido lanzada."
        ),
        "not_cast.cost_unpaid": (
            "{how} pone a {card} en el campo de batalla sin lanzarlo, así que su coste, y lo que lo reduce o le añade, "
            "nunca se determina ni se paga: eso solo ocurre al lanzar un hechizo."
        ),
        "not_cast.watcher": "{how} pone a {card} en el campo de batalla sin lanzarlo, así que la habilidad de {watcher} de «siempre que lances» no se dispara.",
        "devotion.without": "{card} ya no está en el campo de batalla cuando se resuelve su habilidad, así que sus propios símbolos de maná no cuentan.",
        "devotion.no_win": "Cuando se resuelve la habilidad de {card}, X es esa devoción, {n}, menos que las {left} cartas que quedan en la biblioteca: no ganas.",
        "devotion.wins": "Cuando se resuelve la habilidad de {card}, X es esa devoción, {n}, que es al menos las {left} cartas que quedan en la biblioteca: ganas la partida.",
        "escaped.other_trigger": "Las dos habilidades de {card} al entrar se disparan a la vez, y cada una se resuelve por su cuenta aunque {card} ya se haya sacrificado: lo que hace la otra (“{effect}”, texto oficial en inglés) ocurre igual.",
        "sac_trigger.not_theirs": "Sacrificar {card} es un sacrificio, pero {watcher} solo mira los sacrificios del jugador que nombra, y este lo hizo el otro jugador.",
        "sac_trigger.fires": "Sacrificar {card} para pagar el coste de su propia habilidad es un sacrificio como cualquier otro, así que la habilidad de {watcher} se dispara.",
        "needle.static": "{needle} solo impide habilidades activadas; la restricción de {card} sobre lanzar hechizos es una habilidad estática, que funciona todo el tiempo y no queda anulada.",
        "targets.no_bite": "{name} se resuelve igual para su objetivo legal, pero su daño necesita a las dos criaturas, la que lo hace y la que lo recibe: con una de ellas como objetivo ilegal, esa parte del efecto no ocurre, así que no se hace daño.",
        "strike_triggers.total_card": "Son {n} cartas en total ({each} cada vez).",
        "strike_triggers.total_token": "Son {n} fichas en total ({each} cada vez).",
        "strike_triggers.total_counter": "Son {n} contadores en total ({each} cada vez).",
        "strike_triggers.twice": "{creature} tiene dañar dos veces y no está bloqueada, así que hace daño de combate en los dos pasos de daño de combate, y la habilidad disparada de {source} se dispara cada vez: dos veces.",
        "mv.drained_x": (
            "{card} agrega {{C}} igual al valor de maná de {spell}: en la pila la X vale lo elegido, así que {cost} con "
            "X={x} vale {n}; lo que se pagó de más (como el {{1}} de Fireball por cada objetivo extra) no cuenta."
        ),
        "mv.drained": "{card} agrega {{C}} igual al valor de maná de {spell}, que sale de su coste impreso {cost}: {n}, se haya pagado lo que se haya pagado (un coste alternativo, como exiliar una carta o lanzarlo gratis, no lo cambia).",
        "undying.damage": "{card} volvió con {keyword} y un contador {kind}, así que su fuerza es {power}, y hace daño igual a su fuerza.",
        "targets.worn_protection": "{gear} le da a {card} protección contra el {color}, así que no puede ser objetivo de hechizos ni habilidades de fuentes de ese color: {source} es {color}, así que no puede tenerlo como objetivo.",
        "alt_costs.nonbasic_ok": "{land} no es una tierra básica, pero tiene el tipo de tierra {type}, y el coste solo pide ese tipo.",
        "command.flash": "{card} te deja lanzar hechizos como si tuvieran destello, y eso incluye a tu comandante desde la zona de mando: en cualquier momento en que podrías lanzar un instantáneo, en el turno de otro jugador o en respuesta, pagando el impuesto de comandante como siempre.",
        "blink_tap.sick": "{card} vuelve enderezada, pero como un objeto nuevo que no ha estado bajo tu control desde el comienzo de tu turno: tiene mareo de invocación, así que no puedes activar sus habilidades de {{T}} este turno.",
        "abilities.no_shuffle": "Al cementerio: {source} le quitó a {name} todas sus habilidades, también la que lo barajaría en la biblioteca de su propietario en su lugar, así que nada reemplaza que vaya al cementerio (y tampoco tenía indestructible).",
        "moon.granted_kept": "{moon} solo quita las habilidades del propio texto de reglas de la tierra, no las que le otorga otro efecto: {card} sigue dando a tus tierras su habilidad de maná, así que dan {{R}} o maná de cualquier color.",
        "needle.all_stopped": "{needle} impide todas las habilidades activadas de {card}, también las de maná (a diferencia de Pithing Needle, no las exceptúa): ninguna se puede activar.",
        "delayed.it": "la criatura",
        "delayed.token_copy": "la ficha copia de {card}",
        "landfall.two": (
            "2: la habilidad de {watcher} se dispara una vez por cada tierra que entra bajo tu control: {fetch} al "
            "jugarla y después la tierra que busca."
        ),
        "delayed.next_turn": (
            "En este no: la habilidad de {source} «al comienzo del próximo paso final» se creó durante este paso "
            "final, después de que empezara, así que se dispara al comienzo del paso final del siguiente turno."
        ),
        "delayed.sacrifice": "{source} crea una habilidad disparada retrasada que sacrifica {what} al comienzo del siguiente paso final, así que no se queda.",
        "delayed.exile": "{source} crea una habilidad disparada retrasada que exilia {what} al comienzo del siguiente paso final, así que no se queda.",
        "needle.any_name": "{needle} nombra una carta al entrar, y se puede elegir el nombre de cualquier carta, también {card}, tenga o no habilidades activadas.",
        "needle.no_land": "{needle} pide el nombre de una carta que no sea tierra al entrar, y {card} es una tierra: no se puede elegir su nombre.",
        "needle.sac_stopped": "{needle} impide la habilidad de {card} que se sacrifica como costo: no agrega maná, así que no es una habilidad de maná y no se puede activar (solo la habilidad de maná de {card} sigue pudiendo).",
        "needle.stopped": "{needle} impide las habilidades activadas de {card}: ninguna agrega maná sin objetivo, así que ninguna es una habilidad de maná.",
        "needle.mana": "{needle} solo impide las habilidades activadas que no son de maná, y la de {card} agrega maná sin objetivo: es una habilidad de maná, así que puedes activarla igualmente.",
        "mv.x_on_stack": "En la pila X es el {x} elegido; X cuenta como 0 solo fuera de la pila.",
        "draw_limit.cycled": "La carta se descarta igualmente (es el coste del ciclo), pero no robas nada.",
        "draw_limit.own": "{card} solo limita a los oponentes de su controlador, así que tus propios robos no tienen límite: {spell} roba las {n}, cada una un robo aparte.",
        "draw_limit.none": "{card} solo deja a ese jugador robar una carta cada turno, y ya robó este turno: cada robo adicional es un robo aparte, y ninguno ocurre.",
        "pitch.other_color": "{card} no es {color}: el color de una carta sale de los símbolos de maná de su coste ({cost}), así que no sirve para el «exiliar una carta {color}» de {pitcher}.",
        "pitch.colorless": "{card} es incolora: el color de una carta sale de los símbolos de maná de su coste ({cost}), no del maná que produce, así que no sirve para el «exiliar una carta {color}» de {pitcher}.",
        "pitch.yes": "{card} es {color}: su coste de maná {cost} tiene un símbolo de maná {color}, así que puedes exiliarla para pagar el coste alternativo de {pitcher}.",
        "choice_order.they_first": "Tu rival elige primero: es su turno, así que es el jugador activo, y cuando todos los jugadores eligen a la vez el jugador activo elige primero y luego los demás en orden de turno; después lo de {card} ocurre a la vez para todos.",
        "choice_order.active_first": (
            "Elige primero el jugador activo (el del turno), luego cada uno de los demás en orden de turno, y después "
            "todo lo elegido ocurre a la vez."
        ),
        "choice_order.you_first": "Tú eliges primero: es tu turno, así que eres el jugador activo, y cuando todos los jugadores eligen a la vez el jugador activo elige primero y luego los demás en orden de turno; después lo de {card} ocurre a la vez para todos.",
        "targets.protected_type": "{card} tiene protección contra {kind}s ({kind}), y {source} es un {kind}: sus habilidades no pueden tener a {card} como objetivo (y el daño que le haría se previene).",
        "moon.still_nonbasic": "{n}: {moon} cambia sus tipos de tierra, no sus supertipos, así que las {lands} tierras son Montañas que siguen siendo no básicas, y {card} las cuenta.",
        "moon.pays_mountains": "Con {moon}, cada tierra no básica es una Montaña, y el coste alternativo de {card} solo pide Montañas, básicas o no: tus tierras no básicas sirven para pagarlo.",
        "moon.still_creature_too": "Sus tipos de carta no cambian, así que sigue siendo una criatura.",
        "command.hand_only_mine": "{card} solo impide a los oponentes de su controlador lanzar hechizos desde fuera de su mano; tú puedes lanzar tu comandante desde la zona de mando como siempre.",
        "life_threshold.more": "más",
        "life_threshold.less": "menos",
        "life_threshold.fails": "La habilidad de {card} no se aplica ahora: “{line}” (texto oficial en inglés), y {life} vidas no es {n} o {way}. Se comprueba en todo momento, así que se aplica en cuanto el total llegue a {n}.",
        "life_threshold.holds": "La habilidad de {card} se aplica ahora: “{line}” (texto oficial en inglés), y {life} vidas es {n} o {way}. Se comprueba en todo momento, así que deja de aplicarse en cuanto el total pase de {n}.",
        "escaped.put": "{card} se sacrifica: {putter} lo pone en el campo de batalla sin lanzarlo, así que no escapó, y su habilidad al entrar te obliga a sacrificarlo.",
        "escaped.not_escaped": "{card} se sacrifica: no se lanzó con escape, así que no escapó, y su habilidad al entrar te obliga a sacrificarlo.",
        "life_size.dies": "{card} es {size} con tu vida en {life}: con resistencia 0 o menos va al cementerio de su propietario como acción basada en el estado.",
        "life_size.size": "{card} es {size}: recibe -X/-X donde X es tu total de vidas, ahora {life}, y X cambia en cuanto cambia tu vida.",
        "counter_war.flashback_exiled": "{spell} se exilia: un hechizo lanzado con retrospectiva se exilia en vez de ir a cualquier otro sitio cuando fuera a dejar la pila, y eso gana a la vuelta a la mano de {counter}.",
        "counter_war.to_hand": "{spell} vuelve a la mano de su propietario: {counter} lo contrarresta y lo pone en la mano de su propietario en vez de en el cementerio, así que se puede volver a lanzar.",
        "mutate.n_to_hand": "{n}: cuando un permanente mutado deja el campo de batalla, cada carta que lo forma va a la nueva zona, así que las {n} cartas vuelven a la mano de su propietario.",
        "mutate.no_mutate_trigger": "{card} nunca muta: sin su objetivo deja de ser un hechizo de criatura mutante y entra como una criatura por su cuenta, así que su habilidad de «siempre que esta criatura mute» no se dispara.",
        "companion.yorion": "{n} cartas como mínimo: la condición de compañero de {card} pide veinte cartas más que el tamaño mínimo del mazo ({minimum}).",
        "companion.breaks": "{card} ({cost}, valor de maná {mv}) no cumple la condición de compañero de {companion} (texto oficial en inglés: “{condition}”): con esa carta en tu mazo inicial no puedes mostrar a {companion} como compañero.",
        "companion.fits": "{card} ({cost}, valor de maná {mv}) cumple la condición de compañero de {companion} (texto oficial en inglés: “{condition}”), así que puede estar en tu mazo inicial con {companion} como compañero.",
        "own_turn.permission": "{card} solo te deja lanzar ese hechizo durante cada uno de tus propios turnos: en el turno de otro jugador nada lo permite, tenga destello o no.",
        "own_turn.cast_only": "Con {card} solo puedes lanzar hechizos durante tu propio turno, y ese «no puedes» gana al permiso que da destello: en el turno de otro jugador no puedes lanzar hechizos.",
        "escaped.escaped": "{card} se queda: lanzado desde tu cementerio con escape, escapó, así que su habilidad al entrar no te obliga a sacrificarlo.",
        "escaped.hard_cast": "{card} se sacrifica: lanzado desde la mano no escapó (solo escapa un hechizo lanzado desde un cementerio con escape), así que su habilidad al entrar te obliga a sacrificarlo.",
        "escaped.copy": "{copier} se sacrifica: como copia de {card} tiene la habilidad al entrar «sacrifícalo a menos que haya escapado», y {copier} no se lanzó con escape, así que no escapó.",
        "escaped.returned": "{card} se sacrifica: el permanente que vuelve es un objeto nuevo que no se lanzó con escape, así que no escapó y su habilidad al entrar te obliga a sacrificarlo.",
        "identity.reminder": "El texto recordatorio se ignora al determinar la identidad de color de una carta: solo cuentan los símbolos de maná de su coste y de su texto de reglas, sus habilidades que definen características y su indicador de color.",
        "deck.brawl_size": "Un mazo de Brawl tiene exactamente 60 cartas, incluido su comandante: el tamaño mínimo y el máximo son ambos 60.",
        "cmd_damage.partners_apart": "El daño de combate de cada comandante se cuenta por separado: un jugador pierde por daño de comandante solo con 21 o más del mismo comandante, así que el de dos compañeros no se suma.",
        "saga.sacrifice_triggers": "Eso es sacrificarla, así que {card} se dispara.",
        "timing.ninjutsu_early": "El ninjutsu devuelve una criatura atacante no bloqueada, y una criatura atacante solo pasa a estar bloqueada o no bloqueada cuando se declaran los bloqueadores: antes no hay ningún atacante no bloqueado que devolver, así que el ninjutsu se puede activar a partir del paso de declarar bloqueadores.",
        "ascend.kept": "Conservas la bendición de la ciudad: una vez que la obtienes, la tienes durante el resto de la partida, aunque después controles menos de diez permanentes.",
        "count.exiled_draws": "{wipe} exilia tus criaturas en vez de destruirlas: ninguna muere, así que la habilidad de {card} al morir no se dispara y no robas nada.",
        "count.draws_per_death": "{wipe} destruye tus {n} criaturas a la vez; {card} no es una criatura y se queda, y su habilidad se dispara una vez por cada criatura que murió, así que robas {n} cartas.",
        "punish.they_take": "{card} le hace sus {n} de daño a tu rival, no a ti: golpea al controlador de ese hechizo, el jugador que lanzó el hechizo que lo hizo objetivo.",
        "punish.you_take": "{card} te hace {n} de daño a ti: golpea al controlador de ese hechizo, el jugador que lanzó el hechizo que lo hizo objetivo.",
        "punish.ability": "{card} solo se dispara cuando se convierte en objetivo de un hechizo; una habilidad activada o de lealtad que lo hace objetivo no es un hechizo, así que no hace daño.",
        "combat.all_to_walker": "Los {n} de daño de {name} van a {walker}, el planeswalker al que ataca: una criatura con arrollar sin bloqueadoras asigna todo su daño al planeswalker o jugador al que ataca.",
        "evoke.flickered": "{card} se queda: parpadeada con el disparo de sacrificio de evocar en la pila, vuelve como un objeto nuevo que ese disparo no encuentra, así que no se sacrifica nada (y esta vez no se evocó, así que su habilidad al entrar vuelve a dispararse).",
        "strikes.yours_dies": "Tu {name} muere y la otra sobrevive.",
        "strikes.yours_survives": "Tu {name} sobrevive y la otra muere.",
        "affinity.cost_each": "{total} de maná ({cost}): {card} ({printed}) cuesta {{1}} menos por cada {noun} que cuenta su texto, y la reducción solo quita maná genérico, así que con {n} pagas {cost}.",
        "enters.life_maker": "{total} vidas: entra {maker} y luego su habilidad pone {k} fichas de criatura en el campo de batalla a la vez; la habilidad de {card} se dispara una vez por cada una de esas {all} criaturas, {n} vidas cada vez.",
        "enters.damage_maker": "{total} a cada oponente: entra {maker} y luego su habilidad pone {k} fichas de criatura en el campo de batalla a la vez; la habilidad de {card} se dispara una vez por cada una de esas {all} criaturas, {n} de daño cada vez.",
        "mv.token_zero_parity": "Una ficha que no es copia de nada no tiene coste de maná, así que su valor de maná es 0 por grande que sea, y 0 es par; {spell} exilia las criaturas del valor elegido ({limit}).",
        "mv.token_zero": "Una ficha que no es copia de nada no tiene coste de maná, así que su valor de maná es 0 por grande que sea; {spell} pide «{limit}».",
        "identity.tower_color_in": (
            "{card} agrega un maná de cualquier color de la identidad de color de tu comandante, y {color} está en la "
            "de {commander}."
        ),
        "identity.tower_color_out": (
            "{card} solo agrega maná de un color de la identidad de color de tu comandante, y {color} no está en la de "
            "{commander}, así que no puede dar {color}."
        ),
        "identity.colorless": "{card} no produce maná: {commander} no tiene ningún color en su identidad de color, así que no hay color que elegir, y una habilidad que produciría maná de un tipo no definido no produce ninguno (ni siquiera incoloro).",
        "identity.no_commander": "{card} no produce ningún maná: sin comandante, la identidad de color de tu comandante no está definida, así que esa parte de la habilidad no hace nada (ni siquiera maná incoloro).",
        "library.must_draw": "El robo de tu paso de robar es una acción basada en turno, no una elección: robas una carta quieras o no, salvo que un efecto te permita saltarlo.",
        "blocking.one_attacker": "Cada criatura bloqueadora bloquea a una sola criatura atacante, elegida al declarar bloqueadoras; bloquear a más requiere una habilidad que diga que puede bloquear criaturas adicionales.",
        "attack.own_walker": "Tus criaturas atacan al jugador defensor, un oponente, o a los planeswalkers que controla (y batallas que protege): nunca a un planeswalker que controlas tú.",
        "timing.sorcery_any": "Un conjuro solo se puede lanzar durante una fase principal de tu propio turno, con la pila vacía: nunca en respuesta a un hechizo o habilidad, salvo que algo le dé destello.",
        "cast_trigger.copy_rule": "Una copia de un hechizo no se lanza: se pone en la pila, así que las habilidades que se disparan cuando se lanza un hechizo no se disparan por ella.",
        "devotion.drain_one": "tu oponente pierde {n} vidas (tu devoción), y tú ganas {total}.",
        "devotion.drain_each": "cada uno de tus {opponents} oponentes pierde {n} vidas (tu devoción), y tú ganas el total perdido: {total}.",
        "spell_only.ability": "{card} solo contrarresta hechizos, y una habilidad activada o disparada en la pila no es un hechizo, así que {card} no puede contrarrestarla ni hacerla objetivo.",
        "zone.muzzled_dies": "La habilidad de «muere» de {name} no se dispara: {card} dice que las criaturas que mueren no hacen que se disparen habilidades.",
        "devotion.hybrid": "Un símbolo de maná híbrido cuenta para cada uno de sus colores.",
        "devotion.color_green": "verde",
        "devotion.color_red": "rojo",
        "devotion.color_black": "negro",
        "devotion.color_blue": "azul",
        "devotion.color_white": "blanco",
        "devotion.not_creature": "Es menos de {n}, así que {card} no es una criatura: no puede atacar ni bloquear.",
        "devotion.total": "Tu devoción a {color} es {n}: los símbolos de maná de ese color en los costes de maná de los permanentes que controlas ({parts}).",
        "counts_itself.count": "Cuenta las {n} que ya están allí.",
        "counts_itself.threshold": "El umbral (threshold) pide siete o más cartas allí, así que agrega {mana}.",
        "counts_itself.no": "{card} no se cuenta a sí mismo: sigue en la pila mientras se resuelve y va a tu cementerio solo como última parte de su resolución.",
        "timing.priority_them": "Tu rival: el jugador activo (tu rival, en su turno) recibe la prioridad después de que se resuelva un hechizo o habilidad.",
        "blocking.condition_lost": "Una vez declarada como atacante o bloqueadora, que la criatura pierda lo que le permitía atacar o bloquear (una condición, otra criatura) no la saca del combate: sigue atacando o bloqueando.",
        "related": "También relevante",
        "parent": "Parte de {rule}",
        "example": "Ejemplo",
        # rule text that exists only in English: quoted once, labeled as the official English text
        "says": "“{quote}” [{rule}, texto oficial en inglés]",
        "english_only": " (texto oficial en inglés)",
        "example_english": "Ejemplo (texto oficial en inglés)",
        "stack_title": "Cómo se resuelve la pila, paso a paso",
        "replacement_title": "Cómo se aplican los efectos de reemplazo y prevención, paso a paso",
        "abstain": (
            "Solo puedo responder preguntas sobre las Reglas Completas de Magic y no encontré reglas que decidan "
            "esta pregunta. Prueba a nombrar las cartas, la zona o la acción de juego."
        ),
        "closest": "Reglas más cercanas",
        "edition": "Reglas Completas, edición del {edition}.",
        "step.405.5": "Lo último que se puso en la pila se resuelve primero, cuando todos los jugadores pasan seguidos.",
        "step.608.2a": "Una habilidad disparada con cláusula «si» intercalada vuelve a comprobar la condición.",
        "step.608.2b": "Se comprueban los objetivos: si todos son ilegales, no se resuelve.",
        "step.608.2c": "Si no, se siguen sus instrucciones en el orden en que están escritas.",
        "step.608.2g": "Un hechizo lanzado durante la resolución va a la pila; nadie recibe prioridad hasta que termine.",
        "step.608.2h": "La información que necesita el efecto se lee una sola vez, al aplicarlo (última información conocida si el objeto se fue).",
        "step.608.2m": "Una vez que empieza a resolverse, termina aunque abandone la pila.",
        "step.608.2n": "Al final, un instantáneo o conjuro va al cementerio de su propietario; una habilidad deja de existir.",
        "step.608.2p": "Después se disparan las habilidades que se disparan al resolverse.",
        "step.608.3a": "Un hechizo de permanente sin objetivos se convierte en un permanente en el campo de batalla.",
        "step.608.3b": "Un hechizo de permanente con objetivo (un Aura) comprueba primero ese objetivo.",
        "step.608.3e": "Si no puede ponerse en el campo de batalla, va al cementerio de su propietario.",
        "step.113.7a": "Una habilidad en la pila ya no depende de su fuente.",
        "step.603.3b": "Las habilidades disparadas van a la pila en orden APNAP; cada jugador ordena las suyas.",
        "step.117.3b": "Tras la resolución, el jugador activo recibe la prioridad.",
        "step.616.1": "El controlador del objeto afectado (o el jugador afectado) elige un efecto que aplicar; las elecciones simultáneas van en orden APNAP.",
        "step.616.1a": "Primero se debe elegir un efecto de autorreemplazo, si lo hay.",
        "step.616.1b": "Después, un efecto que cambia quién controla el objeto al entrar.",
        "step.616.1c": "Después, un efecto que lo hace entrar como copia.",
        "step.616.1d": "Después, un efecto que lo hace entrar con el dorso boca arriba.",
        "step.616.1e": "Si no, se puede elegir cualquier efecto aplicable.",
        "step.616.1f": "Tras aplicar uno, se repite con los efectos que ahora se apliquen, hasta que no quede ninguno.",
        "step.616.1g": "Un efecto sobre un evento contenido en otro (entrar al ser creado) solo se elige después del exterior.",
        "step.614.5": "Un efecto de reemplazo solo tiene una oportunidad de afectar a un evento.",
        "step.614.6": "El evento reemplazado nunca ocurre; el evento modificado puede disparar habilidades.",
        "yes": "Sí.",
        "no": "No.",
        "steps_title": "Por qué, paso a paso",
        "out.policy": (
            "Esa es una pregunta de normativa de torneo (sanciones, infracciones, revisiones de mazo, disparos "
            "olvidados), que las Reglas Completas no cubren. Consulta las Reglas de Torneo de Magic (MTR) y la "
            "Guía de Procedimiento de Infracciones (IPG), o pregunta al juez principal de tu evento."
        ),
        "out.price": (
            "Solo respondo preguntas sobre las Reglas Completas de Magic; los precios y el valor de "
            "las cartas quedan fuera. Una tienda o una guía de precios te lo dirá."
        ),
        "out.event": (
            "Solo respondo preguntas sobre las Reglas Completas de Magic; dónde, cuándo y cómo se organiza un evento "
            "(lugar, horarios, inscripción, premios) lo sabe su organizador o la tienda."
        ),
        "out.deck": (
            "Solo respondo preguntas sobre las Reglas Completas de Magic; los consejos de "
            "construcción de mazos y estrategia quedan fuera. Pregúntame cómo interactúan las cartas y te daré las reglas."
        ),
        "targets.beaten": (
            "El segundo {spell} se lanzó después de {shield}, así que se resuelve primero (el último en entrar, el "
            "primero en salir): {creature} muere antes de que {shield} le dé nada, y {shield} se queda sin objetivo."
        ),
        "targets.cost_kept": (
            "Lo que pagaste para lanzar {name} (vidas, maná, lo sacrificado) ya está pagado y no se devuelve."
        ),
        "opponent_target.own": (
            "La habilidad de {card} solo se dispara cuando un hechizo o habilidad que controla un oponente hace "
            "objetivo a tu permanente; tu propio hechizo no la dispara, así que no hace nada."
        ),
        "targets.nobody": "Nadie.",
        "ability_countered.keyword_can": (
            "{keyword} es una habilidad disparada: cuando se dispara va a la pila y espera allí como un hechizo, así "
            "que {card} puede contrarrestarla."
        ),
        "ability_countered.keyword_countered": (
            "{card} contrarresta la habilidad disparada de {keyword}: sale de la pila sin resolverse y ninguno de sus "
            "efectos ocurre."
        ),
        "ability_countered.combat_damage": (
            "{card} solo puede contrarrestar algo que esté en la pila, y el daño de combate se hace como una acción "
            "basada en el turno que no usa la pila: no hay nada que contrarrestar."
        ),
        "ability_countered.sba": (
            "{card} solo puede contrarrestar algo que esté en la pila, y una acción basada en estado (la regla de "
            "leyendas, una criatura con resistencia 0 o daño letal, un jugador que robó de una biblioteca vacía) no "
            "usa la pila: simplemente ocurre la próxima vez que un jugador fuera a recibir prioridad."
        ),
        "ability_countered.command_zone": (
            "{card} no puede impedirlo: poner un comandante del cementerio o del exilio en la zona de mando es una "
            "acción basada en estado que elige su propietario, no una habilidad disparada, así que no va nada a la "
            "pila que contrarrestar."
        ),
        "ability_countered.trigger_targetable": (
            "La habilidad disparada de {source} espera en la pila como un hechizo, así que {counter} puede hacerla "
            "objetivo y contrarrestarla: no ocurre ninguno de sus efectos."
        ),
        "ability_countered.countered": (
            "La habilidad de {source} queda contrarrestada: sale de la pila sin resolverse, así que no ocurre ninguno "
            "de sus efectos."
        ),
        "ability_countered.no_search": "No busca ninguna tierra.",
        "ability_countered.sacrificed": (
            "Sus costes se pagaron al activarla y no se recuperan: {source} se sacrificó como parte del coste, así "
            "que se queda en el cementerio, y la vida pagada no se devuelve."
        ),
        "ability_countered.costs": (
            "Sus costes se pagaron al activarla y no se recuperan: {source} sigue girado y lo pagado no se devuelve."
        ),
        "soft_counter.unpaid": (
            "«A menos que su controlador pague» significa que {card} contrarresta el hechizo si ese jugador no paga "
            "cuando se resuelve: sin pagar, el hechizo se contrarresta."
        ),
        "soft_counter.copied_total": (
            "{total}: la copia de {card} que crea {copier} se resuelve primero y contrarresta el hechizo a menos que "
            "su controlador pague {n}; después se resuelve el propio {card} y vuelve a pedir {n}, así que mantener el "
            "hechizo cuesta {total} en total."
        ),
        "soft_counter.paid": (
            "«A menos que su controlador pague» significa que ese jugador puede pagar y {card} contrarresta el hechizo "
            "solo si no paga; se pagó cuando {card} se resolvió, así que el hechizo no se contrarresta y sigue en la "
            "pila para resolverse."
        ),
        "soft_counter.no_spells": (
            "El pago se hace mientras se resuelve {card}, y entonces solo se pueden activar habilidades de maná: "
            "nadie puede lanzar un hechizo en mitad de una resolución, así que un ritual u otro hechizo no sirve para "
            "pagar."
        ),
        "soft_counter.the_counter": "el contrahechizo",
        "soft_counter.the_counterspell": "el contrahechizo",
        "soft_counter.only_that_player": (
            "Solo puede pagar el jugador que {card} nombra: «ese jugador» es el oponente que hizo lo que la disparó, y "
            "nadie más puede pagarlo por él."
        ),
        "soft_counter.only_controller": (
            "Solo el controlador del hechizo objetivo puede pagar lo que pide {card}: «a menos que su controlador "
            "pague» le ofrece el pago solo a ese jugador, y nadie más puede pagarlo por él."
        ),
        "soft_counter.short": (
            "{card} pide {{{n}}}, y un coste se paga entero o no se paga: pagar menos no es pagarlo, así que el "
            "hechizo se contrarresta."
        ),
        "soft_counter.pay_then": (
            "Decides si pagas cuando {card} se resuelve, no antes, y quien tiene que hacer un pago de maná puede "
            "activar habilidades de maná en ese momento: gira tus tierras mientras se resuelve y paga, y tu hechizo no "
            "se contrarresta."
        ),
        "targeted_trigger.ability": (
            "La habilidad de {card} solo se dispara cuando se convierte en objetivo de un hechizo, y una habilidad "
            "como la de {source} no es un hechizo, así que no se dispara."
        ),
        "draw_stolen.theirs": (
            "El rival: {card} reemplaza cada carta que fueras a robar (salvo la primera de tu paso de robar) por un "
            "robo de su controlador, así que tú te saltas esos robos y roba él."
        ),
        "draw_stolen.mine": (
            "Tú: {card} reemplaza cada carta que tu rival fuera a robar (salvo la primera de su paso de robar) por un "
            "robo tuyo, su controlador."
        ),
        "targets.the_spell": "El hechizo",
        "ward.paid": "Se pagó el coste de custodia, así que su habilidad no contrarresta {spell}: se resuelve.",
        "ward.stifled": (
            "{stifler} contrarresta la habilidad disparada de custodia, así que nada contrarresta {spell}: se "
            "resuelve con normalidad."
        ),
        "ward.countered": (
            "{spell} queda contrarrestado: la habilidad disparada de rebatir (custodia) contrarresta el hechizo o "
            "habilidad que hizo objetivo al permanente salvo que su controlador pague el coste de rebatir, así que si no lo paga se "
            "contrarresta el hechizo entero y no ocurre ninguno de sus efectos, ni siquiera los de otros objetivos."
        ),
        "ward.uncounterable": (
            "{spell} se resuelve igualmente: la habilidad de rebatir (custodia) intenta contrarrestarlo, pero {spell} no "
            "puede ser contrarrestado y el «no puede» prevalece, así que sus efectos ocurren aunque no se pague el coste."
        ),
        "leaves.control_ends": (
            "La recuperas: cuando un jugador abandona la partida, terminan todos los efectos que le daban el control de "
            "objetos, así que la criatura que te había quitado vuelve a estar bajo el control de su propietario (y lo "
            "que era suyo, como el Aura que te la quitó, se va con él)."
        ),
        "designations.monarch_left_you": (
            "Tú: cuando el monarca abandona la partida, el jugador activo (tú, en tu turno) se convierte en el monarca "
            "en ese mismo momento."
        ),
        "designations.monarch_left": (
            "El jugador activo: cuando el monarca abandona la partida, el jugador del turno en curso se convierte en el "
            "monarca en ese mismo momento (el siguiente en el orden de turno si es él quien se va)."
        ),
        "cmd_damage.infect": (
            "Infectar cambia lo que el daño le hace al jugador (contadores de veneno en vez de perder vidas), pero sigue "
            "siendo daño de combate de tu comandante, así que cuenta para los 21."
        ),
        "blocking.other_player": (
            "Solo bloquea el jugador atacado: en una partida multijugador tus criaturas solo pueden bloquear a criaturas "
            "que te atacan a ti, a un planeswalker que controlas o a una batalla que proteges."
        ),
        "targets.player_shield_untargeted": (
            "{other} no hace objetivo: afecta a cada oponente, y el antimaleficio que da {card} solo impide que ese "
            "jugador sea objetivo de hechizos y habilidades de sus oponentes."
        ),
        "copy.gets_mine": (
            "Tú: la copia es tuya — una copia de un hechizo la controla el jugador bajo cuyo control se puso en la pila, "
            "y la pusiste tú con {card} —, así que su «tú» eres tú."
        ),
        "copy.gets_theirs": (
            "Tu rival: la copia es suya — una copia de un hechizo la controla el jugador bajo cuyo control se puso en la "
            "pila, y la puso él con {card} —, así que su «tú» es él."
        ),
        "copy.whose_mine": (
            "Tuya: una copia de un hechizo la controla el jugador bajo cuyo control se puso en la pila, y la pusiste tú "
            "con {card}, lanzara quien lanzara el original."
        ),
        "copy.whose_theirs": (
            "De tu oponente: una copia de un hechizo la controla el jugador bajo cuyo control se puso en la pila, y la "
            "puso él con {card}, lanzara quien lanzara el original."
        ),
        "sickness.not_creature": (
            "{name} no es una criatura, así que el mareo de invocación no le afecta: puedes usar sus habilidades de "
            "{{T}} el mismo turno que pasa a estar bajo tu control."
        ),
        "exile_instead.rebound_countered": (
            "{card} va al cementerio de su propietario: rebote solo lo exilia al resolverse, y un hechizo "
            "contrarrestado no se resuelve."
        ),
        "exile_instead.rebound_resolved": (
            "{card} se exilia al resolverse (rebote), y al comienzo de tu próximo mantenimiento puedes lanzarlo desde "
            "el exilio sin pagar su coste de maná."
        ),
        "exile_instead.from_hand": (
            "{card} va al cementerio de su propietario: se lanzó desde la mano, no con {keyword}, y solo una carta "
            "lanzada con {keyword} se exilia en su lugar al dejar la pila."
        ),
        "sickness.suspend": (
            "{name} se lanzó con suspender al quitarle el último contador de tiempo, y un hechizo de criatura lanzado "
            "así gana prisa, así que puede atacar ese turno."
        ),
        "upkeep.cumulative": (
            "{total}: al comienzo de tu mantenimiento {card} recibe primero otro contador de edad ({had} + 1 = {n}) "
            "y luego pagas {cost} por cada contador de edad que tenga."
        ),
        "as_enters.no_window": (
            "La elección de {card} se hace mientras entra («{choice}», texto oficial en inglés), antes de que esté en "
            "el campo de batalla: nadie recibe prioridad entre medias, así que no se puede responder a la elección ni "
            "actuar antes de que tenga lo elegido."
        ),
        "targets.the_aura": "El Aura",
        "targets.to_graveyard": "Como no se resuelve, {name} va al cementerio de su propietario.",
        "targets.aura_to_graveyard": "Como no se resuelve, el hechizo de Aura va al cementerio de su propietario.",
        "targets.the_ability": "La habilidad",
        "targets.protected": (
            "{card} tiene protección contra el {color}, así que no puede ser objetivo de hechizos de ese color: "
            "{spell}, que es {color}, no puede tenerlo como objetivo."
        ),
        "targets.off_color": (
            "{name} se resuelve con normalidad: la protección contra el {color} solo impide lo que es {color}, y "
            "{name} no lo es, así que su objetivo sigue siendo legal."
        ),
        "targets.not_either": "Así que esto tampoco ocurre (texto oficial en inglés): “{effect}”.",
        "targets.fizzle": (
            "{name} no se resuelve: todos sus objetivos ya no están o son ilegales, así que se quita de la pila y "
            "no hace nada (ninguno de sus efectos ocurre)."
        ),
        "targets.division_fixed": (
            "El reparto se anunció al lanzarlo y no cambia: cada objetivo legal recibe solo lo que se le asignó, y lo "
            "que iba al objetivo ilegal se pierde."
        ),
        "targets.partial": (
            "{name} se resuelve igualmente, pero solo para sus objetivos legales: el objetivo ilegal no se ve afectado "
            "(solo deja de resolverse si todos sus objetivos son ilegales)."
        ),
        "targets.step_check": "Al intentar resolverse, {name} comprueba si sus objetivos siguen siendo legales.",
        "targets.step_gone": "Un objetivo que dejó la zona en la que estaba (o que se volvió ilegal) es un objetivo ilegal.",
        "targets.step_fizzle": "Todos sus objetivos son ilegales, así que {name} no se resuelve y no hace nada.",
        "targets.step_partial": "Al menos un objetivo sigue siendo legal, así que se resuelve normalmente.",
        "targets.step_spared": "El objetivo ilegal no se ve afectado por las partes del efecto para las que es ilegal.",
        "targets.step_redirect": "No se puede cambiar a otro objetivo salvo que un efecto lo permita.",
        "targets.untargeted": (
            "{name} no hace objetivo, así que el antimaleficio, el velo o la protección no impiden que se resuelva: "
            "no tiene objetivos que comprobar."
        ),
        "targets.shroud": "Un permanente con velo no puede ser objetivo de ningún hechizo ni habilidad, ni siquiera de su controlador.",
        "targets.hexproof_own": (
            "El antimaleficio solo impide ser objetivo de hechizos y habilidades que controlan tus oponentes, así "
            "que sí puedes hacer objetivo a tu propio permanente."
        ),
        "targets.hexproof_by_opponent": (
            "Eso es justo lo que impide el antimaleficio: tu permanente no puede ser objetivo de hechizos ni "
            "habilidades que controlen tus oponentes."
        ),
        "targets.hexproof_theirs": (
            "El antimaleficio hace que el permanente de tu oponente no pueda ser objetivo de hechizos ni "
            "habilidades que controlas tú."
        ),
        "targets.hexproof_rule": "Antimaleficio: no puede ser objetivo de hechizos o habilidades que controlan los oponentes.",
        "targets.cant_cast_at": "Así que no puedes lanzar {spell} con él como objetivo: elige otro objetivo legal.",
        "targets.player_hexproof": (
            "{card} le da antimaleficio a tu oponente: un jugador con antimaleficio no puede ser objetivo de hechizos "
            "ni habilidades que controlan sus oponentes, así que no puedes lanzar {spell} haciéndolo objetivo."
        ),
        "targets.player_hexproof_own": (
            "{card} te da antimaleficio, que solo detiene a tus oponentes: puedes hacerte objetivo con {spell}."
        ),
        "targets.player_hexproof_you": (
            "{card} te da antimaleficio: un jugador con antimaleficio no puede ser objetivo de hechizos ni habilidades "
            "que controlan sus oponentes, así que tu oponente no puede lanzar {spell} haciéndote objetivo."
        ),
        "targets.player_hexproof_theirs_only": (
            "{card} solo le da antimaleficio a su controlador, tu oponente; tú no lo tienes, así que puede hacerte "
            "objetivo con {spell}."
        ),
        "targets.their_creature": "una criatura suya",
        "targets.their_planeswalker": "su planeswalker",
        "targets.player_only": (
            "{card} solo le da antimaleficio al jugador, no a los permanentes que controla, así que {spell} puede "
            "hacer objetivo a {creature}."
        ),
        "targets.player_shroud": (
            "{card} le da velo a ese jugador: no puede ser objetivo de ningún hechizo ni habilidad, así que {spell} "
            "no puede hacerlo objetivo."
        ),
        "repl.the_tokens": "El efecto",
        "repl.the_counters": "El efecto",
        "repl.the_damage": "La fuente",
        "repl.unit_tokens": "fichas",
        "repl.unit_counters": "contadores +1/+1",
        "repl.unit_damage": "de daño",
        "repl.unit_one_tokens": "ficha",
        "repl.unit_one_counters": "contador +1/+1",
        "repl.unit_one_damage": "de daño",
        "repl.mid_tokens": "el efecto",
        "repl.mid_counters": "el efecto",
        "repl.mid_damage": "la fuente",
        "repl.copied_tokens": "Obtienes {n} fichas en total: la copia de {source} que hace {copy} conserva sus elecciones, X incluida, y crea sus propias fichas, y cada creación se modifica igual.",
        "repl.copied_tokens_theirs": "Tu rival obtiene {n} fichas en total: la copia de {source} que hace {copy} conserva sus elecciones, X incluida, y crea sus propias fichas, y cada creación se modifica igual.",
        "repl.result_tokens": "Obtienes {n} fichas: cada efecto de reemplazo se aplica una vez a la creación de fichas.",
        "repl.result_tokens_one": "Obtienes 1 ficha: cada efecto de reemplazo se aplica una vez a la creación de fichas.",
        "repl.op_double": "{card} duplica la cantidad",
        "repl.op_triple": "{card} triplica la cantidad",
        "repl.op_plus": "{card} suma {n}",
        "repl.then": ", y después ",
        "repl.chain": "Paso a paso: {chain}.",
        "repl.size": "{name} queda como {size}.",
        "repl.applies_to_all": "{card} se aplica a las fichas de todos los jugadores, lo controle quien lo controle.",
        "repl.result_tokens_theirs": "Tu rival obtiene {n} fichas: cada efecto de reemplazo se aplica una vez a la creación de fichas.",
        "repl.result_tokens_theirs_one": "Tu rival obtiene 1 ficha: cada efecto de reemplazo se aplica una vez a la creación de fichas.",
        "repl.not_theirs": "{card} no se aplica: «you» en su texto es su controlador, y solo cambia lo que obtiene su controlador, no lo que obtiene el otro jugador.",
        "repl.unchanged_tokens": "Obtienes {n} fichas: {not_applied}.",
        "repl.unchanged_tokens_one": "Obtienes 1 ficha: {not_applied}.",
        "repl.unchanged_tokens_theirs": "Tu rival obtiene {n} fichas: {not_applied}.",
        "repl.unchanged_tokens_theirs_one": "Tu rival obtiene 1 ficha: {not_applied}.",
        "repl.unchanged_counters": "Recibe {n} contador(es) +1/+1: {not_applied}.",
        "repl.not_apply": "{cards} no se aplica",
        "repl.not_apply_many": "{cards} no se aplican",
        "repl.prevented_counters": (
            "Recibe {n} contadores +1/+1: {card} previene los {n} de daño y pone un contador +1/+1 en la criatura por "
            "cada 1 de daño prevenido."
        ),
        "repl.result_counters": "Recibe {n} contadores +1/+1: cada efecto de reemplazo se aplica una vez al evento.",
        "repl.total_counters": "Con los {had} que tenía, tendrá {n}.",
        "repl.total_counters_one": "Con el que tenía, tendrá {n}.",
        "repl.redirected_all": (
            "{card} es un efecto de redirección: todo el daño que te harían se le hace a esa criatura en su lugar, "
            "así que a ti no te hacen daño ni pierdes vida por él."
        ),
        "repl.redirected": (
            "{card} es un efecto de redirección: los siguientes {n} de los {total} de daño de {source} se le hacen al "
            "otro objetivo en su lugar, y a ti te llega el resto: {left}."
        ),
        "repl.result_damage": "{source} hace {n} de daño: cada efecto de reemplazo se aplica una vez al evento de daño.",
        "repl.choice_tokens": "Obtienes {n} fichas: {who} el orden de los efectos, y aplicar primero {first} da {n} (el otro orden da {other}).",
        "repl.choice_tokens_theirs": "Tu rival obtiene {n} fichas: {who} el orden de los efectos, y aplicar primero {first} da {n} (el otro orden da {other}).",
        "repl.choice_counters": (
            "Recibe como máximo {n} contadores +1/+1: {who} el orden de los efectos de reemplazo; aplicar "
            "primero {first} da {n} (el otro orden da {other})."
        ),
        "repl.choice_damage": (
            "{who} el orden de los efectos, así que se hacen {n} de daño: aplicar primero {first} da {n} "
            "(el otro orden da {other})."
        ),
        "repl.who_controller": "su controlador elige",
        "repl.copy_not_created": (
            "Una copia de un hechizo de permanente se convierte en ficha al resolverse, pero esa ficha no se «crea», "
            "así que {card} no se le aplica: obtienes solo una."
        ),
        "repl.who_you": "Tú eliges (eres el jugador que recibe el daño)",
        "repl.who_own_permanent": "Tú eliges (controlas el permanente que recibe el daño)",
        "repl.who_opponent": "Tu oponente elige (es el jugador que recibe el daño)",
        "repl.who_affected": "El jugador que recibe el daño (o el controlador del permanente) elige",
        "repl.step_base": "Sin efectos de reemplazo, {source} daría {n} {unit}.",
        "repl.step_mod": "{card} (texto oficial en inglés): «{oracle}»",
        "repl.step_once": "Cada efecto de reemplazo o prevención tiene una sola oportunidad de modificar el evento; después se aplican los demás que sigan siendo aplicables.",
        "repl.step_choose": "{who} qué efecto se aplica primero.",
        "repl.who_orders": "{who} el orden en que se aplican los efectos de reemplazo y prevención.",
        "repl.who_own_mine": "Tú eliges, porque la carta {card} es tuya: con dos efectos de reemplazo, ese jugador elige cuál se aplica primero. Si aplicas primero el de la propia carta {card} («{clause}», texto oficial en inglés), {other} ya no se le aplica.",
        "repl.who_own_theirs": "Tu rival elige, porque la carta {card} es suya: con dos efectos de reemplazo, ese jugador elige cuál se aplica primero. Si aplica primero el de la propia carta {card} («{clause}», texto oficial en inglés), {other} ya no se le aplica.",
        "repl.who_mine": "Tú eliges, como jugador afectado o controlador del objeto afectado: con dos o más efectos de reemplazo o prevención, ese jugador elige cuál se aplica primero.",
        "repl.who_theirs": "Tu rival elige, como controlador del objeto afectado o jugador afectado: con dos o más efectos de reemplazo o prevención, ese jugador elige cuál se aplica primero.",
        "repl.other_chosen": (
            "La criatura se exilia por {other}, el efecto de reemplazo elegido, así que el de {replacer} ya no se "
            "aplica al evento y no se crea ninguna ficha."
        ),
        "repl.shield_before_redirect": (
            "Eliges tú: el daño te lo harían a ti, así que eres el jugador afectado y eliges el orden de los efectos de "
            "reemplazo y prevención. Si aplicas primero {shield}, previene lo que pueda; después {redirect} solo redirige "
            "a la criatura encantada lo que quede."
        ),
        "repl.own_creature": (
            "{replacer} no se aplica: solo reemplaza la muerte de una criatura que no sea ficha controlada por un "
            "oponente de su controlador, y esta criatura la controla el mismo jugador que controla {replacer}, así que "
            "no se crea ninguna ficha."
        ),
        "repl.made_instead_theirs": (
            "El reemplazo de {replacer} se aplica: tu criatura es de un oponente del controlador de {replacer}, así que "
            "se exilia en vez de morir, y tu oponente crea “{made}”."
        ),
        "repl.own_creature_other": "{other} sí se aplica: la criatura se exilia en vez de ir al cementerio.",
        "repl.not_your_pick": (
            "No eliges tú: el controlador de la criatura que muere (tu oponente) elige si se aplica {replacer} o "
            "{other}, y si elige {other}, no se crea ninguna ficha."
        ),
        "repl.who_any": "El jugador afectado, o el controlador del objeto afectado, elige qué efecto de reemplazo o prevención se aplica primero.",
        "stackdmg.resolves": "Se resuelve {spell}: {name} tiene resistencia {t} y {d} de daño marcado.",
        "stackdmg.no_target": "{spell} intenta resolverse, pero su objetivo ya no está: no se resuelve.",
        "stackdmg.spell_fizzles": (
            "{spell} no se resuelve: cuando le toca, {name} ya no está (murió al resolverse {dead}), así que su único "
            "objetivo es ilegal y no hace nada."
        ),
        "stackdmg.spell_resolves": "{spell} se resuelve: su objetivo, {name}, sigue en el campo de batalla cuando lo hace.",
        "stackdmg.destroyed": (
            "{name} muere: los hechizos se resuelven en orden inverso, y {spell} la destruye sea cual sea su "
            "resistencia, así que aumentarla no la salva."
        ),
        "stackdmg.dies": (
            "{name} muere: los hechizos se resuelven en orden inverso, y en cuanto se resuelve {spell} su daño es "
            "letal, así que se destruye antes de que se resuelva el resto."
        ),
        "stackdmg.dies_toughness": (
            "{name} muere: los hechizos se resuelven en orden inverso, y en cuanto se resuelve {spell} su resistencia "
            "es 0 o menos, así que va al cementerio de su propietario antes de que se resuelva el resto."
        ),
        "stackdmg.survives": (
            "{name} sobrevive: los hechizos se resuelven en orden inverso, así que {first} se resuelve primero, y "
            "termina con resistencia {t} y {d} de daño, que no es letal."
        ),
        "block.protection": (
            "{blocker} no puede bloquear a {attacker}: {attacker} tiene protección contra {quality}, y una criatura "
            "atacante con protección no puede ser bloqueada por criaturas con esa cualidad."
        ),
        "block.protection_other": (
            "{blocker} puede bloquear a {attacker}: la protección de {attacker} contra {quality} solo impide "
            "bloqueadoras con esa cualidad, y {blocker} no la tiene."
        ),
        "block.pumped": (
            "{blocker} puede bloquear a {attacker}: la restricción (no puede bloquearla una criatura con fuerza {n} o "
            "menos) se comprueba al declarar bloqueadores, y con el aumento de antes tiene fuerza {p} en ese momento."
        ),
        "block.pumped_short": (
            "{blocker} no puede bloquear a {attacker}: aun con el aumento de antes de declarar bloqueadores tiene "
            "fuerza {p}, todavía {n} o menos."
        ),
        "block.power": "{blocker} no puede bloquear a {attacker}: {attacker} no puede ser bloqueada por criaturas con fuerza {n} o menos, y {blocker} tiene fuerza {p}.",
        "block.flying": "{blocker} no puede bloquear a {attacker}: una criatura con volar solo puede ser bloqueada por criaturas con volar o alcance.",
        "block.menace_one": "Una sola criatura no puede bloquear a {attacker}: con amenaza no puede ser bloqueada salvo por dos o más criaturas.",
        "block.menace_many": (
            "{attacker} tiene amenaza, que solo exige dos o más bloqueadoras: bloquearla con {n} criaturas es legal."
        ),
        "block.menace": "{blocker} sola no puede bloquear a {attacker}: una criatura con amenaza solo puede ser bloqueada por dos o más criaturas.",
        "block.can": "{blocker} puede bloquear a {attacker}: ninguna de las restricciones de bloqueo de {attacker} se lo impide.",
        "count.sacrificed": (
            "Ganas {n} vidas: {card} se dispara una vez por cada una de las {deaths} criaturas sacrificadas (cada una "
            "muere), y cada disparo te hace ganar {per}."
        ),
        "count.pact": (
            "{n}: {card} se dispara una vez por cada criatura tuya que muere ({deaths}){copies}, y cada disparo hace "
            "sacrificar una criatura a cada otro jugador: {each} por oponente."
        ),
        "count.pact_copies": ", por cada una de tus {n} copias",
        "count.pact_cards": (
            "{n}: {card} se disparan cada una por cada criatura tuya que muere ({deaths}), y cada disparo hace "
            "sacrificar una criatura a cada otro jugador: {each} por oponente."
        ),
        "count.pact_and": "{first} y {last}",
        "count.pact_none": (
            "{n}: {card} solo se dispara cuando muere una criatura que controlas; que muera la de otro jugador no lo "
            "dispara."
        ),
        "count.one_death": (
            "Ganas {n} vidas: {card} se dispara una vez por la única criatura que murió, y su habilidad te hace ganar "
            "{n} vidas una sola vez, aunque cada oponente pierda vida."
        ),
        "count.life": "{n} vidas: {card} se dispara {triggers} veces, y cada disparo hace perder {per} vida a un jugador (y tú ganas {per}).",
        "count.mine_only": "{card} solo cuenta las criaturas que controla su controlador: las del rival no lo disparan.",
        "count.triggers_one": "{n} disparos: mueren {deaths} criaturas a la vez, y {card} se dispara una vez por cada una, incluida ella misma.",
        "count.nontoken_draws": "{wipe} destruye las criaturas a la vez, y {card} ve morir a los que mueren con ella, ella incluida (las habilidades de morir miran hacia atrás): se dispara {n} veces, por ella y por las {others} otras criaturas que no son fichas; las fichas no cuentan.",
        "count.all_of_them": (
            "{card} se dispara una vez por cada criatura que muere a la vez que ella, incluida ella misma: una "
            "habilidad que se dispara al morir mira hacia atrás en el tiempo y ve todas las criaturas que salieron con ella."
        ),
        "count.others_die": "{n} disparos: {card} se dispara una vez por cada otra criatura que muere, y mueren {n}.",
        "count.others_die_copies": "{n} disparos: cada una de las {copies} {card} se dispara una vez por cada otra criatura que muere, y mueren {deaths}.",
        "count.other_dies": "1 disparo: {card} se dispara una vez, por la otra criatura que muere.",
        "count.other_dies_copies": "{n} disparos: cada una de las {copies} {card} se dispara una vez por la otra criatura que muere.",
        "count.life_once": "{n} vida: {card} se dispara una vez, y su disparo hace perder {per} vida a un jugador (y tú ganas {per}).",
        "count.triggers": "{n} disparos: mueren {deaths} criaturas a la vez, y cada una de las {copies} {card} se dispara una vez por cada una, incluida ella misma.",
        "count.step_deaths": "Mueren {n} criaturas a la vez; una habilidad de dejar el campo de batalla mira hacia atrás en el tiempo, así que la que muere también ve morir a las demás.",
        "count.step_each": "Cada {card} ({copies} en total) se dispara una vez por cada una de las {n} criaturas que mueren.",
        "life.step_each": "Cada jugador pasa de {life} a {left} vidas ({n} cada uno).",
        "life_response.gain_first": (
            "Lo lanzaste en respuesta, así que se resuelve primero: ganas {n} vidas (subes a {up}), y solo "
            "después {card} hace sus {dmg} de daño."
        ),
        "life_response.prevent_first": (
            "Lo lanzaste en respuesta, así que se resuelve primero y previene {n} del daño de {card}: recibes {dealt}."
        ),
        "life_response.loses": "Terminas con {left} vidas, así que pierdes como acción basada en estado.",
        "life_response.survives": "Terminas con {left} vidas, así que no pierdes.",
        "life_response.too_late": (
            "Demasiado tarde: en cuanto {card} se resuelve estás a {left}, y el juego revisa las acciones basadas en "
            "estado antes de que nadie reciba prioridad, así que pierdes antes de poder lanzar nada."
        ),
        "life.nobody_loses": "Nadie pierde: cada jugador se queda con {left} vidas, más de 0.",
        "life.draw": (
            "La partida termina en empate: ambos jugadores quedan con {left} vidas, así que los dos pierden a la vez "
            "como acción basada en el estado, y si todos los jugadores que quedan pierden a la vez la partida es un "
            "empate."
        ),
        "life.step_both_lose": "Un jugador con 0 o menos vidas pierde la partida cuando se comprueban las acciones basadas en el estado, y ambos se comprueban a la vez.",
        "life.step_two": "Pasas de {mine} a {my_left} vidas y tu rival de {theirs} a {their_left} ({n} cada uno).",
        "life.you_win": (
            "Ganas tú: tu rival queda con {their_left} vidas y pierde como acción basada en el estado, mientras tú "
            "sigues en la partida con {my_left}."
        ),
        "life.they_win": (
            "Gana tu rival: quedas con {my_left} vidas y pierdes como acción basada en el estado, mientras tu rival "
            "sigue en la partida con {their_left}."
        ),
        "life.nobody_loses_two": "Nadie pierde: quedas con {my_left} vidas y tu rival con {their_left}, ambos por encima de 0.",
        "life.draw_two": (
            "La partida termina en empate: quedas con {my_left} vidas y tu rival con {their_left}, así que los dos "
            "perdéis a la vez como acción basada en el estado, y si todos los jugadores que quedan pierden a la vez la "
            "partida es un empate."
        ),
        "life.step_draw": "Todos los jugadores que quedan en la partida pierden a la vez: la partida es un empate.",
        "war.countered": (
            "{spell} queda contrarrestado{dmg}: con {n} contrahechizos, cada uno contra el de debajo, se resuelven de "
            "arriba abajo y uno de cada dos queda contrarrestado, así que el primero que se lanzó sobrevive y "
            "contrarresta {spell}."
        ),
        "war.original_safe": "Ya no queda nada que contrarreste tu hechizo original, así que se resuelve.",
        "war.original_unless": "{spell} contrarresta entonces tu hechizo original, salvo que pagues lo que pide.",
        "war.original_lost": "{spell} contrarresta entonces tu hechizo original.",
        "war.resolves": (
            "{spell} se resuelve{dmg}: con {n} contrahechizos, cada uno contra el de debajo, se resuelven de arriba "
            "abajo y uno de cada dos queda contrarrestado, así que el primero que se lanzó queda contrarrestado y nada "
            "detiene {spell}."
        ),
        "war.shielded": (
            "{target} se resuelve: {counter} se resuelve primero (el último en entrar sale primero) y contrarresta "
            "{spell}, así que {spell} nunca se resuelve y no le hace nada a {target}."
        ),
        "war.shield_fails": (
            "{target} queda contrarrestado: {counter} queda contrarrestado primero, así que {spell} se resuelve igual "
            "y contrarresta {target}."
        ),
        "war.single": (
            "{spell} queda contrarrestado{dmg}: {counter} se resuelve primero (el último en entrar sale primero) y lo "
            "contrarresta, así que nunca se resuelve."
        ),
        "war.the_spell": "el hechizo original",
        "war.damage": " y hace sus {n} de daño",
        "war.no_damage": " y no hace ningún daño (0)",
        "war.step_order": "Los {n} contrahechizos se resuelven desde la parte superior de la pila: el último lanzado, primero.",
        "war.step_every_other": (
            "Cada uno que se resuelve contrarresta al que tiene justo debajo, que nunca se resuelve: uno de cada dos "
            "contrahechizos queda contrarrestado."
        ),
        "war.step_first_survives": "El primer contrahechizo lanzado sobrevive y contrarresta {spell}.",
        "war.step_first_countered": "El primer contrahechizo lanzado queda contrarrestado, así que {spell} se resuelve.",
        "mv.hybrid": (
            "{n}: cada símbolo híbrido como {{2/W}} cuenta su componente mayor, 2, para el valor de maná de {name} "
            "({cost}), da igual cómo se pagara."
        ),
        "mv.copy": (
            "{n}: una copia (también una ficha que es copia) copia el coste de maná del original, {cost}, así que su "
            "valor de maná es el de {name}."
        ),
        "mv.printed": (
            "{n}: el valor de maná de {name} sale solo de su coste de maná ({cost}); lo que pagues de verdad (costes "
            "adicionales o alternativos, el impuesto de comandante, reducciones como excavar o afinidad) no lo cambia."
        ),
        "mv.stack": (
            "{n}: en la pila X vale el número elegido, así que {name} ({cost}) con X = {x} tiene valor de maná {n}."
        ),
        "mv.elsewhere": "{n}: fuera de la pila X cuenta como 0, así que {name} ({cost}) tiene valor de maná {n}.",
        "mv.a_spell": "un hechizo",
        "mv.that_card": "esa carta",
        "mv.x_to_counter": (
            "{blast} contrarresta un hechizo cuyo valor de maná sea igual a su X, y en la pila {spell} ({cost}) cuenta "
            "su X como el número elegido, así que su valor de maná es {n}."
        ),
        "mv.limit_stack": (
            "En la pila, con X = {x}, {name} tiene valor de maná {n}; {spell} pide (texto oficial en inglés) «{limit}»."
        ),
        "mv.limit_elsewhere": (
            "Fuera de la pila la X de {name} cuenta como 0, así que su valor de maná es {n}, elija la X que se eligiera "
            "al lanzarlo; {spell} pide (texto oficial en inglés) «{limit}»."
        ),
        "mv.limit_fits": "Lo cumple.",
        "mv.limit_misses": "No lo cumple.",
        "mv.chalice_same": "{spell} tiene valor de maná {n} en la pila, igual que los {k} contadores de {chalice}: se contrarresta.",
        "mv.counter_fits": "{spell} tiene valor de maná {n}, el que {counter} puede elegir como objetivo (valor de maná {k}).",
        "mv.alternative_same": "Su valor de maná sale de su coste de maná, se pague lo que se pague para lanzarlo: un coste alternativo no lo cambia.",
        "mv.counter_misses": (
            "{spell} tiene valor de maná {n}, y {counter} solo puede elegir como objetivo un hechizo de valor de maná {k}."
        ),
        "escape.exile_count": (
            "El coste de escapar de {card} exilia otras {n} cartas de tu cementerio: la carta que estás lanzando no "
            "cuenta entre ellas."
        ),
        "mv.chalice_differs": (
            "{spell} tiene valor de maná {n} en la pila, no {k} como los contadores de {chalice}: no se contrarresta."
        ),
        "mv.balance_same": (
            "{spell} tiene valor de maná {a} en la pila y la carta revelada, {shown}, tiene {b} (una X cuenta como 0 "
            "fuera de la pila): son iguales, así que {balance} contrarresta el hechizo."
        ),
        "mv.balance_differs": (
            "{spell} tiene valor de maná {a} en la pila y la carta revelada, {shown}, tiene {b} (una X cuenta como 0 "
            "fuera de la pila): no son iguales, así que {balance} no lo contrarresta."
        ),
        "mv.revealed": (
            "Pierdes {n} vida(s): {revealer} te hace perder vida igual al valor de maná de la carta revelada, y {name} "
            "({cost}) tiene valor de maná {n} fuera de la pila (una X cuenta como 0)."
        ),
        "copies.counters": (
            "{n}: los contadores no se copian, así que la copia de {card} que hace {copier} entra con {n} contadores "
            "+1/+1 (solo los que añade el propio {copier})."
        ),
        "copies.counters_enters_with_extra": "{n}: los contadores de {card} no se copian, pero su «entra con {count} contadores +1/+1» copiado se aplica al entrar la copia de {copier}, más el contador adicional que añade {copier}: {n}.",
        "copies.counters_enters_with": (
            "{n}: los contadores de {card} no se copian, pero su «entra con {n} contadores +1/+1» copiado se aplica "
            "al entrar la copia de {copier}, así que recibe {n}."
        ),
        "copies.loyalty": "la copia de {card} que hace {copier} entra con la lealtad impresa de {card}, {printed}; los contadores del original no se copian.",
        "copies.loyalty_extra": "la copia de {card} que hace {copier} entra con la lealtad impresa de {card}, {printed} (los contadores del original no se copian), más el contador de lealtad adicional de la excepción de {copier}: {n}.",
        "copies.counter": (
            "1: los contadores no se copian, así que la copia de {card} que hace {copier} entra solo con el contador "
            "+1/+1 que añade el propio {copier}."
        ),
        "copies.zero": "Como {p}/{t}, va al cementerio de su propietario como acción basada en el estado.",
        "copies.anthem": "Con {card} es una {p}/{t}, así que se queda en el campo de batalla.",
        "copies.size_anthem": "Tu {card} le da luego {bonus} en total, como a tus otras criaturas: {p}/{t} en el campo de batalla.",
        "count.once": "Una vez:",
        "count.times": "{n} veces:",
        "cant_gain.everyone": (
            "{card} dice que los jugadores no pueden ganar vidas, y un «no puede» prevalece sobre lo que diga que se "
            "ganan (vínculo vital, una habilidad disparada, un hechizo): no se gana vida."
        ),
        "cant_gain.theirs": (
            "{card} dice que los oponentes de su controlador no pueden ganar vidas, y un «no puede» prevalece sobre lo "
            "que diga que se ganan (vínculo vital, una habilidad disparada, un hechizo): no ganas vida."
        ),
        "cant_gain.damage": "El daño sí se hace.",
        "cant_gain.replaced": (
            "{card} reemplaza cualquier ganancia de vida por no ganar nada (un efecto de reemplazo), así que no se "
            "gana vida."
        ),
        "cant_gain.mine": (
            "{card} solo impide ganar vidas a los oponentes de su controlador; lo controlas tú, así que ganas vida "
            "con normalidad."
        ),
        "life_loss.not_damage": (
            "Perder vida no es daño: un efecto de prevención (una niebla, «prevén el siguiente daño», la protección) "
            "solo previene daño, así que la pérdida de vida ocurre igual."
        ),
        "protection_block.can_block": (
            "La protección contra el {color} solo impide que la criatura protegida sea bloqueada por criaturas "
            "de ese color; no le impide bloquear a una criatura de color {color}, y el daño que esa criatura le "
            "haría se previene."
        ),
        "protection_block.stays": (
            "Darle protección después de declarar bloqueadoras no deshace el bloqueo: la criatura atacante sigue "
            "bloqueada, y sin arrollar no hace daño al jugador."
        ),
        "designations.monarch_noncombat": (
            "El monarca solo cambia con daño de combate: «siempre que una criatura haga daño de combate al monarca, "
            "su controlador se convierte en el monarca». Un hechizo de daño o cualquier daño que no sea de combate no "
            "te lo quita."
        ),
        "designations.monarch_draws_them": (
            "Roba tu rival: su criatura te hizo daño de combate a ti, el monarca, así que su controlador pasó a ser el "
            "monarca, y el monarca roba una carta al comienzo de su propio paso final."
        ),
        "designations.monarch_combat": (
            "Siempre que una criatura hace daño de combate al monarca, su controlador se convierte en el monarca."
        ),
        "cascade.during_resolution": (
            "La carta se lanza mientras se resuelve la cascada de {cascader}, así que no se aplican las "
            "restricciones de momento habituales: puedes lanzar un conjuro aunque el hechizo con cascada siga en la pila."
        ),
        "timing.sorcery_lock": (
            "{card} hace que los oponentes de su controlador solo puedan lanzar hechizos cuando podrían lanzar un "
            "conjuro (tu fase principal, con la pila vacía), y esa restricción prevalece sobre el destello o un "
            "instantáneo."
        ),
        "attack_trigger.blockable": (
            "Se puede bloquear: puesta en el campo de batalla atacando antes de declarar bloqueadores, es una criatura "
            "atacante cuando el jugador defensor declara bloqueadores, y puede elegir bloquear a cualquier atacante."
        ),
        "attack_trigger.unblocked": (
            "No se le puede declarar ningún bloqueador: puesta en el campo de batalla atacando después de declarar "
            "bloqueadores, entra sin bloquear."
        ),
        "attack_trigger.not_declared": (
            "Una criatura que entra al campo de batalla atacando nunca se declaró como atacante, así que las "
            "habilidades que se disparan «siempre que ataque» no se disparan por ella."
        ),
        "designations.initiative_take_you": (
            "Tomas tú la iniciativa, como controlador de las criaturas que hicieron el daño de combate, y al tomarla te "
            "aventuras en la Infraciudad (Undercity)."
        ),
        "designations.initiative_take": (
            "El controlador de esas criaturas toma la iniciativa y, al tomarla, se aventura en la Infraciudad "
            "(Undercity)."
        ),
        "designations.initiative_once": (
            "La iniciativa se toma una sola vez: su habilidad se dispara «siempre que una o más criaturas» de un "
            "jugador hagan daño de combate a quien la tiene, así que varias criaturas a la vez la disparan una vez, y "
            "ese jugador se aventura una sola vez."
        ),
        "life_floor.you": (
            "Te quedas a 1: mientras controles una criatura, con {card} el daño que fuera a dejar tu total de vida por "
            "debajo de 1 lo deja en 1 — es un efecto de reemplazo, no de prevención, así que «no puede prevenirse» no "
            "lo evita."
        ),
        "etb_controller.yours": (
            "{card} pone {creature} en el campo de batalla bajo tu control, y su habilidad de entrar la controla "
            "quien controlaba la criatura cuando se disparó: tú."
        ),
        "etb_controller.you": "Tú.",
        "etb_controller.reanimation": "La reanimación",
        "life_floor.no_creature": (
            "{card} solo funciona mientras su controlador controle una criatura; si la criatura muere antes, el daño "
            "cuenta entero y el total de vida queda en {n}."
        ),
        "life_floor.paid_dies": (
            "{card} solo cambia el daño, y pagar vida no es daño: el total de vida queda en {n} y ese jugador pierde "
            "la partida la próxima vez que se comprueban las acciones basadas en estado."
        ),
        "life_floor.loss_dies": (
            "{card} solo cambia el daño: {spell} hace perder vida, y perder vida no es daño, así que el total de vida "
            "queda en {n} y ese jugador pierde la partida."
        ),
        "life_floor.loss_lives": (
            "{card} solo cambia el daño, y {spell} hace perder vida; el total de vida queda en {n}, todavía por encima "
            "de 0."
        ),
        "life_floor.them": (
            "El rival se queda a 1: mientras controle una criatura, con {card} el daño que fuera a dejar su total de "
            "vida por debajo de 1 lo deja en 1 — es un efecto de reemplazo, no de prevención, así que «no puede "
            "prevenirse» no lo evita."
        ),
        "cant_lose.life_lost": (
            "Las vidas se pierden igual: {card} solo impide perder la partida, no perder vidas, así que el total de "
            "vidas baja (aunque quede por debajo de 0) y su controlador sigue en la partida mientras {card} siga ahí."
        ),
        "cant_lose.kept": (
            "Su controlador no pierde mientras {card} esté en el campo de batalla: la acción basada en el estado le "
            "haría perder (0 o menos vidas, diez contadores de veneno, 21 de daño de combate de un mismo comandante), "
            "pero «no puedes perder la partida» prevalece, porque un efecto de «no puede» gana a lo que permite o "
            "exige que algo ocurra. Pierde en cuanto {card} se va, si eso sigue siendo así."
        ),
        "hand.no_maximum": (
            "Con {card} no tienes tamaño máximo de mano, así que no descartas nada en el paso de limpieza."
        ),
        "hand.maximum": (
            "Siete: el tamaño máximo de mano es normalmente siete cartas, y solo en el paso de limpieza de tu propio "
            "turno descartas hasta quedarte con siete; durante el turno puedes tener cualquier número de cartas."
        ),
        "storm.copies_stay": (
            "Las copias se quedan en la pila: la tormenta de {card} es una habilidad disparada al lanzarlo que crea "
            "las copias por separado, así que contrarrestar el original no les afecta; cada copia hay que "
            "contrarrestarla individualmente."
        ),
        "storm.new_targets": (
            "Cada copia de la tormenta de {card} puede tener objetivos nuevos: al crearlas eliges nuevos objetivos "
            "para cualquiera de ellas, así que pueden ir a objetivos distintos."
        ),
        "loyalty.twice": (
            "{card} te deja activar las habilidades de lealtad de tus planeswalkers dos veces por turno en vez de "
            "una: la misma dos veces o dos distintas, cada una en tu fase principal con la pila vacía."
        ),
        "loyalty.once_each": (
            "El límite es por permanente: las habilidades de lealtad de cada planeswalker pueden activarse una vez "
            "por turno, así que puedes activar una de {first} y una de {second} en el mismo turno."
        ),
        "loyalty.once": (
            "Una vez por turno: las habilidades de lealtad de un permanente solo pueden activarse si no se activó "
            "ninguna habilidad de lealtad de ese permanente en ese turno, y solo en tu fase principal con la pila vacía."
        ),
        "loyalty.left": "A {name} le quedan {n} contadores de lealtad.",
        "loyalty.left_one": "A {name} le queda 1 contador de lealtad.",
        "loyalty.dies": "{name} se queda con 0 de lealtad, así que va al cementerio de su propietario como acción basada en el estado.",
        "loyalty.step_enters": "{name} entra con su lealtad impresa: {n}.",
        "loyalty.step_doubled": "{card} duplica los contadores de lealtad con los que entra: {n}.",
        "loyalty.enters_doubled": (
            "{name} entra con {n} contadores de lealtad: su lealtad impresa es {printed}, y cada {card} que controlas "
            "(aquí {k}) se aplica una vez y duplica los contadores con los que entra; el de un rival no le afecta."
        ),
        "loyalty.gets": "{n}: el coste de lealtad pone exactamente {n}, y {card} no duplica los contadores que se ponen como coste.",
        "loyalty.cost_exact": (
            "El +{n} pone exactamente {n} contadores de lealtad: se ponen como coste de la habilidad, y {card} solo "
            "duplica los contadores que pone un efecto."
        ),
        "loyalty.deathtouch": (
            "El toque mortal solo destruye criaturas: el daño a un planeswalker solo le quita contadores de lealtad."
        ),
        "loyalty.cost_removed": (
            "El -{n} quita exactamente {n} contadores de lealtad como coste de la habilidad; {card} solo cambia cuántos "
            "contadores se ponen en un permanente, no cuántos se quitan."
        ),
        "loyalty.cost_not_doubled": (
            "{card} duplicó los contadores con los que entró ({n}), pero no los de la habilidad de lealtad: se ponen "
            "como coste, no por un efecto."
        ),
        "loyalty.step_has": "{name} tiene {n} de lealtad.",
        "loyalty.step_ability": "Su habilidad de lealtad {change} cambia la lealtad como coste: {n}.",
        "loyalty.step_damage": "{d} de daño hecho a él quita otros tantos contadores de lealtad: {n}.",
        "cleanup.dies_at_once": (
            "Muere, y en el acto, no al final del turno: {n} de daño es letal para {name} incluso con el aumento "
            "({p}/{t}), así que se destruye como acción basada en el estado en cuanto recibe el daño."
        ),
        "cleanup.shrunk": (
            "Muere en cuanto se resuelve {card}, antes del paso de limpieza: su resistencia base pasa a ser la de la "
            "carta y la mejora sigue sumando, así que tiene resistencia {t} con {n} de daño marcado: letal, y se "
            "comprueba enseguida."
        ),
        "cleanup.shrink_ends": (
            "En el paso de limpieza terminan a la vez todos los efectos «hasta el final del turno», el aumento y la "
            "reducción de {shrink} juntos, así que vuelve a su tamaño propio sin ninguno de los dos: no muere."
        ),
        "cleanup.survives": (
            "En el paso de limpieza se retira su daño y terminan los efectos «hasta el final del turno» a la vez, así "
            "que nunca se queda con más daño del que aguanta su resistencia: no muere."
        ),
        "repl.unpreventable": (
            "{card} dice que este daño no puede prevenirse: {source} hace {n} de daño, y {shields} se aplica pero "
            "no previene nada."
        ),
        "repl.step_order": "Orden {chain}: {n} {unit}.",
        "repl.step_result": "Resultado: {n} {unit}.",
        "repl.gone_tokens": "Obtienes {n} fichas: {cards} ya no está en el campo de batalla, así que su efecto no se aplica.",
        "repl.gone_counters": "Recibe {n} contadores +1/+1: {cards} ya no está en el campo de batalla, así que su efecto no se aplica.",
        "repl.gone_damage": "{source} hace {n} de daño: {cards} ya no está en el campo de batalla, así que su efecto no se aplica.",
        "repl.step_gone": "Las habilidades de un permanente solo funcionan mientras está en el campo de batalla: {cards} lo dejó antes del evento.",
        "repl.exile_seen": (
            "La habilidad de {trigger} se dispara igual: por {replacer} la criatura se exilia en vez de morir, y {trigger} "
            "se dispara tanto si muere como si es exiliada."
        ),
        "repl.no_trigger": (
            "No: la habilidad de {trigger} no se dispara. Por {replacer}, la criatura se exilia en vez de ir al "
            "cementerio, así que nunca muere."
        ),
        "repl.none_how_many": (
            "Ninguna (0): por {replacer}, la criatura se exilia en vez de ir al cementerio, así que nunca muere y "
            "la habilidad de {trigger} no se dispara."
        ),
        "repl.still_triggers": (
            "Sí: el efecto de reemplazo de {replacer} no se aplica aquí ({why}), así que la criatura muere (va al "
            "cementerio) y la habilidad de {trigger} se dispara."
        ),
        "repl.step_never": "Un evento reemplazado nunca ocurre; en su lugar ocurre el evento modificado (el exilio).",
        "repl.step_dies": "«Morir» significa ir al cementerio desde el campo de batalla, así que la habilidad de {trigger} no tiene nada que la dispare.",
        "repl.step_not_applies": "El efecto de {replacer} no se aplica: {why}.",
        "repl.why_token": "solo afecta a cartas (criaturas que no son fichas), y una ficha no es una carta",
        "repl.why_opponents": "solo afecta a los cementerios de tus oponentes, y esta criatura va al tuyo",
        "repl.why_yours": "solo afecta a tu propio cementerio, y esta criatura va al de tu oponente",
        "repl.why_opponents_control": (
            "solo afecta a las criaturas que controlan los oponentes de su controlador, y esta criatura la controla el "
            "mismo jugador"
        ),
        "repl.step_dies_yes": "La criatura va al cementerio desde el campo de batalla: muere y la habilidad de {trigger} se dispara.",
        "legend.each_keeps": (
            "Cada uno conserva el suyo: la regla de leyendas solo se aplica a permanentes legendarios con el mismo "
            "nombre controlados por el mismo jugador."
        ),
        "legend.dies": (
            "Por la regla de leyendas el que no eliges va del campo de batalla al cementerio de su propietario, y eso es "
            "morir: la habilidad de {card} que se dispara cuando muere se dispara."
        ),
        "legend.different_names": (
            "{a} y {b} tienen nombres distintos, y la regla de leyendas solo mira los permanentes legendarios con el "
            "mismo nombre que controla un mismo jugador: te quedas con los dos."
        ),
        "drain.gain": (
            "{total} vidas: {card} hace que cada oponente pierda {n} vidas (oponentes en esta partida: {opponents}), y "
            "tú ganas la vida perdida así, {n} por cada uno."
        ),
        "drain.each_loses": (
            "{n} vidas cada uno: {card} hace que cada oponente pierda {n} vidas, sean cuantos sean (oponentes en esta "
            "partida: {opponents})."
        ),
        "countering.loyalty": (
            "{counter} contrarresta una habilidad activada, y la habilidad de lealtad de un planeswalker es una "
            "habilidad activada: queda contrarrestada, y la lealtad pagada como su coste sigue pagada."
        ),
        "countering.static": (
            "{counter} no puede: la habilidad de {card} es estática, simplemente es cierta mientras está en el campo "
            "de batalla; nunca se activa ni se dispara, así que nunca va a la pila para ser contrarrestada."
        ),
        "countering.the_permanent": "el permanente",
        "countering.mana_ability": (
            "{counter} no puede: una habilidad de maná no usa la pila, así que no hay nada que hacer objetivo ni "
            "contrarrestar; se resuelve en cuanto se activa."
        ),
        "evasion.reach_only": (
            "{blocker} puede bloquear a {attacker}: ninguna tiene volar ni otra evasión, y el alcance solo añade lo "
            "que puede bloquear la criatura que lo tiene (criaturas con volar); no hace nada más difícil de bloquear."
        ),
        "equip.who_mine": (
            "Tú: {card} sigue bajo tu control; el controlador de un equipo no cambia cuando cambia el de la criatura "
            "equipada, así que sigue anexado, pero solo tú puedes moverlo."
        ),
        "equip.who_theirs": (
            "Tu oponente: {card} sigue bajo su control; el controlador de un equipo no cambia cuando cambia el de la "
            "criatura equipada."
        ),
        "cleanup.untap_no_priority": (
            "Nadie recibe prioridad durante el paso de enderezar: no se lanzan hechizos ni se activan habilidades; lo "
            "que se dispara ahí espera al mantenimiento, donde el jugador activo recibe prioridad primero."
        ),
        "pt.printed_plus": "{card} es {size}: su {base} impreso, más {mods}.",
        "pt.counters_cancel": (
            "Un contador +1/+1 y uno -1/-1 sobre la misma criatura se quitan por parejas como acción basada en estado, "
            "lo que no cambia su tamaño."
        ),
        "pt.zero_toughness": "Con resistencia 0 o menos, {card} va al cementerio de su propietario.",
        "targets.sacrificed_dies": (
            "Muere, pero por el sacrificio: va al cementerio antes de que {spell} se resuelva, y luego {spell} no se "
            "resuelve, porque su único objetivo ya no está."
        ),
        "tapped.vigilance": (
            "Atacar no gira a una criatura con vigilancia, así que sigue enderezada en el turno siguiente y puede "
            "bloquear como cualquier criatura enderezada."
        ),
        "survival.toughness_unknown": (
            "{name} muere si su resistencia es {n} o menos: -{n}/-{n} la deja con resistencia 0 o menos, y una criatura "
            "así va al cementerio de su propietario como acción basada en estado; no se destruye, así que {how} no "
            "sirve. Con más resistencia sobrevive."
        ),
        "command.dies_not_hand": (
            "Un comandante que muere va al cementerio de su propietario, no a su mano; desde ahí su propietario puede "
            "ponerlo en la zona de mando la siguiente vez que se comprueban las acciones basadas en estado, y lanzarlo "
            "de nuevo desde allí."
        ),
        "mulligan.first_draw_skip": (
            "En una partida de dos jugadores, el que empieza se salta el paso de robar de su primer turno, así que no "
            "roba ninguna carta entonces."
        ),
        "mulligan.first_draw_multi": (
            "En una partida multijugador (salvo Gigante de dos cabezas) nadie se salta el paso de robar de su primer "
            "turno: el jugador inicial roba como siempre."
        ),
        "block.flier_said": (
            "{blocker} puede bloquearla: {blocker} tiene {kw}, y una criatura con volar puede ser bloqueada por "
            "criaturas con volar o alcance."
        ),
        "block.flier_said_cant": (
            "{blocker} no puede bloquearla: una criatura con volar solo puede ser bloqueada por criaturas con volar o "
            "alcance, y {blocker} no tiene ninguna de las dos."
        ),
        "combat.the_attacker": "la criatura atacante",
        "timing.creature_response": (
            "Un hechizo de criatura solo se lanza en tu propia fase principal con la pila vacía; solo una criatura con "
            "destello (o a la que un efecto le dé destello) se puede lanzar en respuesta."
        ),
        "player.boosted_theirs": (
            "{card} suma su + a cada golpe que te da una fuente roja que controla tu oponente (el número tras el +)."
        ),
        "player.step_boost_theirs": (
            "{card} suma {n} a cada golpe de {name} que recibes: es una fuente roja que controla tu oponente."
        ),
        "player.boosted": (
            "{card} suma su + a cada golpe de una fuente roja que controlas a tu oponente (el número tras el +)."
        ),
        "player.step_boost": "{card} suma {n} a cada golpe de {name} a tu oponente: es una fuente roja que controlas.",
        "player.several": "{n} de daño: cada atacante no bloqueado hace al jugador daño igual a su fuerza: {listed}.",
        "player.life_left": "Le quedan {n} vidas ({total} de daño).",
        "repl.no_counters": (
            "{card} entra sin contadores: {stopper} dice que no se pueden poner contadores sobre criaturas, y un «no "
            "puede» gana a lo que dice que se pondrían."
        ),
        "repl.no_counters_dies": "Como 0/0, {card} va al cementerio de su propietario como acción basada en estado.",
        "split.kills_all": (
            "{card} reparte sus {power} de daño entre sus bloqueadoras como elijas, y su resistencia suma {n} "
            "({names}): alcanza para hacer daño letal a cada una, así que mueren todas."
        ),
        "split.kills_not_all": (
            "{card} reparte sus {power} de daño entre sus bloqueadoras como elijas, pero su resistencia suma {n} "
            "({names}): no alcanza para hacer daño letal a todas."
        ),
        "cleanup.turns_apart": (
            "{card} sobrevive: el daño del primer turno se quita en el paso de limpieza de ese turno, así que nunca "
            "tiene más de {n} de daño marcado a la vez, menos que su resistencia {t}."
        ),
        "token.not_a_card": (
            "Una ficha no es una carta: es un marcador de un permanente al que no representa ninguna carta, así que lo "
            "que cuenta o mueve cartas («cartas en tu cementerio», «una carta en la mano») no la ve."
        ),
        "target_legal.cant": (
            "{spell} solo puede tener como objetivo lo que dice su texto (“target {phrase}”, texto oficial en inglés), "
            "y {reason}: no se puede elegir como objetivo."
        ),
        "target_legal.either": "{a} ni {b}",
        "target_legal.old_redirect": (
            "El daño a un jugador ya no se puede redirigir a un planeswalker que controla: esa regla antigua se "
            'eliminó. Para hacerle daño al planeswalker, elígelo directamente como objetivo ("cualquier objetivo" '
            "incluye planeswalkers)."
        ),
        "target_legal.tapped": "girada",
        "target_legal.attacker_tapped": "Atacar giró a {attacker} (no tiene vigilancia), así que es una criatura girada que la habilidad de {card} puede hacer objetivo, y cuando la habilidad se resuelve se destruye.",
        "target_legal.vigilant": "{attacker} tiene vigilancia, así que atacar no la giró, y la habilidad de {card} solo puede hacer objetivo a una criatura girada.",
        "target_legal.untapped": "enderezada",
        "target_legal.kills_tapped": (
            "La habilidad de {card} hace objetivo a una criatura {state}, y esa lo está: se puede elegir, y cuando la "
            "habilidad se resuelve la criatura se destruye."
        ),
        "target_legal.state_wrong": (
            "La habilidad de {card} solo puede hacer objetivo a una criatura {state}, así que una criatura que no "
            "esté {state} no se puede elegir como objetivo."
        ),
        "target_legal.any_target": (
            "{spell} hace su daño a «cualquier objetivo»: una criatura, un jugador, un planeswalker o una batalla, así "
            "que puedes elegir {kind} directamente, sin atacarlo."
        ),
        "target_legal.not_any_target": (
            "«Cualquier objetivo» de {spell} solo es una criatura, un jugador, un planeswalker o una batalla, así que "
            "no puedes elegir {kind}."
        ),
        "target_legal.kind.creature": "una criatura",
        "target_legal.kind.planeswalker": "un planeswalker",
        "target_legal.kind.player": "a un jugador",
        "target_legal.kind.battle": "una batalla",
        "target_legal.kind.artifact": "un artefacto que no sea criatura",
        "target_legal.kind.enchantment": "un encantamiento que no sea criatura",
        "target_legal.kind.land": "una tierra que no sea criatura",
        "target_legal.can": "{card} cumple “{phrase}” (texto oficial en inglés), así que es un objetivo legal de {spell}.",
        "target_legal.own": (
            "{spell} tiene como objetivo “{phrase}” (texto oficial en inglés) sin decir quién la controla, así que "
            "una tuya es un objetivo legal."
        ),
        "target_legal.not_yours": (
            "{user} solo puede tener como objetivo “{phrase}” (texto oficial en inglés: una que controles tú), y "
            "{card} ahora la controla tu rival, aunque seas su propietario: no se puede elegir como objetivo."
        ),
        "target_legal.yours": (
            "{user} solo puede tener como objetivo “{phrase}” (texto oficial en inglés: una que controle un rival), y "
            "{card} la controlas tú: no se puede elegir como objetivo."
        ),
        "target_legal.is_color": "{card} es de color {word}",
        "target_legal.not_color": "{card} no es de color {word}",
        "target_legal.is_type": "{card} es de tipo {word}",
        "target_legal.not_type": "{card} no es de tipo {word}",
        "target_legal.word.white": "blanco",
        "target_legal.word.blue": "azul",
        "target_legal.word.black": "negro",
        "target_legal.word.red": "rojo",
        "target_legal.word.green": "verde",
        "target_legal.word.artifact": "artefacto",
        "target_legal.word.creature": "criatura",
        "target_legal.word.enchantment": "encantamiento",
        "target_legal.word.land": "tierra",
        "target_legal.word.planeswalker": "planeswalker",
        "target_legal.word.permanent": "permanente",
        "target_legal.word.spell": "hechizo",
        "soft_counter.you_decide": "Tú.",
        "soft_counter.that_player_draw": "{card} ofrece el pago al oponente que robó la carta («ese jugador puede pagar»): ese jugador decide si paga cuando se resuelve la habilidad disparada, y solo si no paga el controlador de {card} obtiene lo suyo.",
        "soft_counter.exiled": (
            "Al exilio: {card} lo contrarresta y, al contrarrestarlo así, lo exilia en vez de ponerlo en el cementerio "
            "de su propietario."
        ),
        "soft_counter.watcher_paid": (
            "{card} le da a su controlador el robo solo si no se paga: al pagar cuando se resuelve la habilidad, no "
            "roba."
        ),
        "soft_counter.watcher_unpaid": (
            "{card} le da a su controlador el robo cuando no se paga: si no pagas mientras se resuelve la habilidad, "
            "puede robar una carta."
        ),
        "soft_counter.that_player_cast": "{card} ofrece el pago al oponente que lanzó el hechizo («a menos que ese jugador pague»): ese jugador decide si paga cuando se resuelve la habilidad disparada, y solo si no paga el controlador de {card} obtiene lo suyo.",
        "soft_counter.who_pays": (
            "El controlador del hechizo objetivo de {card}: {card} lo contrarresta a menos que ese jugador pague, así "
            "que él decide si paga; quien lanzó {card} no paga nada más."
        ),
        "sacrifice.not_kicked": (
            "La habilidad de {edict} solo se dispara si se pagó el estímulo (kicker): sin él no se dispara y nadie "
            "sacrifica nada."
        ),
        "sacrifice.they_do": "Elige él.",
        "copy.no_cost": (
            "Una copia de {spell} no se lanza, así que no se paga ningún coste por ella, tampoco el coste adicional de "
            "{spell}: la copia usa las elecciones hechas para el original, incluido lo que se pagó por él."
        ),
        "copy.counter_it": (
            "La copia de un hechizo en la pila también es un hechizo (solo que no se lanzó), así que {card} puede "
            "tenerla como objetivo y contrarrestarla."
        ),
        "lifegain.counters": (
            "{c}: la habilidad de {card} se dispara {n} {times}, una por cada fuente con vínculo vital que hace daño, y "
            "cada vez que se resuelve pone su contador +1/+1 (y uno más por cada efecto como el de Hardened Scales)."
        ),
        "lifegain.time": "vez",
        "lifegain.times": "veces",
        "costs.kicked_increase": (
            "{spell} con estímulo cuesta {cost} ({total} de maná): su coste de maná {printed}, más su estímulo {kicker}, "
            "más el {{{n}}} que añade {card}."
        ),
        "blocked.stays_evasion": (
            "Una vez declaradas las bloqueadoras es una criatura bloqueada hasta que acaba el combate o sale de él: "
            "volar u otra evasión que gane después no la desbloquea."
        ),
        "targets.no_exchange": (
            "{name} no intercambia nada: uno de sus objetivos es ilegal al resolverse, y si el intercambio no puede "
            "completarse entero, no se hace ninguna parte."
        ),
        "mv.a_card": "la que dijiste",
        "attack_count.copies": (
            "{n}: cada uno de los {k} {card} se dispara una vez por cada criatura que ataca, así que {attackers} "
            "atacantes hacen {attackers} × {k} disparos de {per} de daño cada uno."
        ),
        "new_object.counters": (
            "Al exiliarse y volver, regresa como un objeto nuevo sin relación con el anterior, y los contadores no se "
            "conservan cuando un objeto cambia de zona: vuelve sin contadores (solo con los que traiga al entrar)."
        ),
        "new_object.damage": (
            "Al exiliarse y volver, regresa como un objeto nuevo sin relación con el anterior: el daño que tenía "
            "marcado desaparece."
        ),
        "new_object.attached": (
            "Al exiliarse y volver, regresa como un objeto nuevo sin relación con el anterior: las Auras y los Equipos "
            "que tenía se quedan atrás (las Auras van al cementerio, los Equipos se quedan sin anexar)."
        ),
        "loyalty.deathtouch_only": (
            "El toque mortal solo destruye criaturas: el daño a un planeswalker solo le quita esa cantidad de "
            "contadores de lealtad, y va al cementerio solo si se queda con 0 de lealtad."
        ),
        "order.and": " y ",
        "countered.return_countered": (
            "La habilidad contrarrestada sale de la pila y no ocurre ninguno de sus efectos, así que nada devuelve "
            "{card}: se queda en el cementerio."
        ),
        "countered.trigger_harm": (
            "La habilidad disparada de {card} queda contrarrestada: sale de la pila y ninguno de sus efectos ocurre, así "
            "que su daño o su efecto de quitar nunca llega a pasar."
        ),
        "even_split.one_gone": (
            "{each} a cada uno: {card} divide su daño al resolverse, entre los objetivos que siguen siendo legales, así "
            "que sin uno de los {n} X={x} se reparte entre {left}, redondeando hacia abajo."
        ),
        "targets.no_fight": (
            "No se hace daño: si una de las criaturas que deben luchar ya no está o es un objetivo ilegal cuando {name} "
            "se resuelve, ninguna de las dos lucha ni hace daño."
        ),
        "extra.not_entering": (
            "La habilidad de {trigger} se dispara una sola vez: {doubler} solo hace que una habilidad se dispare otra "
            "vez cuando la dispara un artefacto o una criatura que entra al campo de batalla, y esta no se dispara así."
        ),
        "library.no_window": (
            "Las acciones basadas en estado se comprueban antes de que ningún jugador reciba prioridad, así que "
            "quien intentó robar de una biblioteca vacía pierde antes de que nadie pueda lanzar nada."
        ),
        "library.wins_instead": (
            "{card} reemplaza el robo de la biblioteca vacía: su controlador gana la partida en vez de robar (y por "
            "eso nunca pierde por la biblioteca vacía)."
        ),
        "abilities.enters_without": (
            "Con {source}, {name} entra al campo de batalla sin habilidades, así que su habilidad de entrar al campo "
            "no se dispara."
        ),
        "ward.total_theirs": (
            "{total}: cada uno de los {n} objetivos tiene su propia custodia y cada una se dispara al convertirse en "
            "objetivo, así que el hechizo de tu rival se contrarresta a menos que pague {cost} por cada habilidad "
            "disparada."
        ),
        "ward.total": (
            "{total}: cada uno de los {n} objetivos tiene su propia custodia y cada una se dispara al convertirse en "
            "objetivo, así que el hechizo se contrarresta a menos que pagues {cost} por cada habilidad disparada."
        ),
        "ward.own": (
            "La custodia solo se dispara cuando el permanente pasa a ser objetivo de un hechizo o habilidad que controla "
            "un oponente; tus propios hechizos y habilidades no la disparan, así que no hay nada que pagar."
        ),
        "blocked.trample_all_worn": (
            "{gear} le da arrollar a {card}, y {card} sigue bloqueada sin ninguna bloqueadora, así que todo su daño de "
            "combate se asigna al jugador defensor."
        ),
        "began.arrived": (
            "La habilidad «al comienzo de» de {card} solo se dispara cuando empieza ese paso; llegó después de que "
            "empezara este, así que no se dispara hasta el siguiente."
        ),
        "began.condition": (
            "La habilidad de {card} comprueba su condición al empezar el paso y solo se dispara si se cumple entonces; "
            "un cambio más tarde en ese mismo paso no hace que se dispare."
        ),
        "mulligan.draws_seven": (
            "en cada mulligan barajas tu mano en tu biblioteca y robas una mano nueva de siete cartas (tu tamaño de "
            "mano inicial); después pones una carta en el fondo de tu biblioteca por cada mulligan que hayas hecho."
        ),
        "mulligan.opening_hand": (
            "La mano que te quedas después de los mulligans es tu mano inicial, así que puedes empezar la partida con "
            "{card} en el campo de batalla."
        ),
        "mulligan.opening_later": (
            "{card} solo funciona desde tu mano inicial, antes del primer turno; si la robas después, tienes que "
            "lanzarla normalmente."
        ),
        "unpayable.cost": (
            "{card} no tiene coste de maná, y eso es un coste que no se puede pagar: no puedes lanzarla pagando maná, "
            "solo con un coste alternativo como suspender o con un efecto que te deje lanzarla sin pagar su coste de "
            "maná."
        ),
        "control.aura_again_you": (
            "Tú: el control de {card} termina en el paso de limpieza, y entonces solo queda el efecto de control de tu "
            "{aura}, que sigue en el campo de batalla, así que la controlas tú."
        ),
        "mulligan.opening_hand_plain": (
            "Con {card} en tu mano inicial puedes empezar la partida con ella en el campo de batalla, empiece quien "
            "empiece."
        ),
        "ward.the_sweeper": "Ese hechizo",
        "ward.too_late": (
            "La custodia solo se dispara cuando el permanente se convierte en objetivo; si la recibe cuando el hechizo "
            "ya lo tiene como objetivo, no se dispara nada y no lo contrarresta."
        ),
        "ward.untargeted": (
            "{spell} no hace objetivo, así que la custodia no se dispara: el permanente se ve afectado como cualquier "
            "otro."
        ),
        "copies.size_except": (
            "La copia es {p}/{t}: {copier} copia {card} salvo el tamaño, que su propio texto fija en {p}/{t}; los "
            "contadores y otros efectos de {card} no se copian."
        ),
        "objects.trigger_opponent": (
            "Tu oponente: el disparo de {card} es tuyo, porque lo controlabas cuando se fue, y su «oponente objetivo» "
            "tiene que ser uno de tus oponentes."
        ),
        "protection.unpreventable_unnamed": (
            "{card} hizo que el daño no pueda prevenirse este turno: la protección sigue aplicándose, pero su prevención "
            "no evita nada de ese daño, así que se hace."
        ),
        "alt_costs.two": (
            "El coste que ofrece {card} y el coste de evocar, arremeter o sobrecarga del hechizo son los dos costes "
            "alternativos, y a un hechizo solo se le puede aplicar uno: eliges uno de ellos."
        ),
        "pt.later_setter": (
            "{setter} llegó después que {earlier}: los dos fijan su fuerza y resistencia base en la capa 7b, que se "
            "aplican por orden de marca de tiempo, así que cuenta el posterior."
        ),
        "pt.switched": (
            "Después {card} intercambia su fuerza y su resistencia (capa 7d, tras todos los demás cambios): {size}."
        ),
        "pt.before_switch": "{card}: su {base} impreso, más {mods}, da {size} (capa 7c).",
        "enters.life_said": (
            "{total} vidas: entran {k} criaturas en el campo de batalla a la vez, y la habilidad de {card} se dispara "
            "una vez por cada una, {n} vida cada vez."
        ),
        "enters.damage_said": (
            "{total} de daño a cada oponente: entran {k} criaturas en el campo de batalla a la vez, y la habilidad de "
            "{card} se dispara una vez por cada una, {n} de daño cada vez."
        ),
        "source_gone.resolves_unnamed": (
            "La habilidad se resuelve igualmente: una vez activada o disparada, existe en la pila independientemente "
            "de su fuente, así que quitar la fuente no la detiene."
        ),
        "library.draws_past": (
            "Roba las cartas que quedan y el siguiente robo es un intento de robar de una biblioteca vacía: ese jugador "
            "pierde la partida la próxima vez que un jugador fuera a recibir la prioridad."
        ),
        "strikes.fog_late": "{card}, lanzado después de que se hizo el daño de combate, no previene nada: un efecto de prevención solo se aplica a daño que todavía no se hizo.",
        "strikes.fogged": (
            "{card} previene todo el daño de combate de este turno: ninguna criatura hace ni recibe daño de combate, así "
            "que ninguna muere por él, y el toque mortal y el vínculo vital no tienen daño sobre el que actuar."
        ),
        "targets.cant_retarget": (
            "Los objetivos de un hechizo se eligen al lanzarlo; una vez en la pila se quedan como se eligieron salvo "
            "que un efecto (como Redirigir) los cambie, aunque un objetivo se vuelva ilegal."
        ),
        "life.no_window": (
            "Un jugador con 0 o menos vidas pierde la próxima vez que se comprueban las acciones basadas en estado, y "
            "se comprueban antes de que ningún jugador reciba la prioridad: no hay momento para lanzar un hechizo ni "
            "activar una habilidad antes."
        ),
        "timing.turn_based": (
            "Es una acción basada en el turno: no usa la pila y simplemente ocurre, así que ningún jugador puede "
            "responder a ella; los jugadores reciben la prioridad solo después."
        ),
        "costs.increase_each": (
            "{spell} cuesta {cost} ({total} manás): cada una de las {held} {card} añade {{{n}}} a su coste de maná "
            "{printed}, la controle quien la controle."
        ),
        "player.poison_not_doubled": (
            "{card} no lo cambia: modifica los contadores que se ponen sobre un permanente, y los contadores de veneno "
            "se ponen sobre un jugador."
        ),
        "loyalty.then_activated": (
            "Después el coste de su habilidad {change} lo deja en {n}: los contadores de un coste de lealtad no se "
            "duplican, {card} solo duplica los que pone un efecto."
        ),
        "command.hand_only": (
            "{card} solo deja a los oponentes de su controlador lanzar hechizos desde la mano, y la zona de mando no es "
            "una mano; el «no puede» se impone a la regla que te deja lanzar tu comandante desde allí."
        ),
        "source_gone.exiled_for_good": (
            "{source} salió primero, así que su habilidad de «deja el campo de batalla» se resuelve antes del "
            "exilio, sin nada que devolver aún; después llega el exilio y la carta queda exiliada para siempre."
        ),
        "cant_lose.theirs": (
            "{card} solo protege a su controlador, tu oponente («tú» en una carta es su controlador), así que nada impide"
            " que pierdas."
        ),
        "cmd_damage.single": "Hace {n} de daño de combate al jugador, y todo cuenta como daño de comandante.",
        "cmd_damage.double": (
            "Con dañar dos veces hace daño de combate dos veces, en el paso de daño de dañar primero y en el normal: {p} "
            "+ {p} = {n}."
        ),
        "legend.saver_regeneration": "la regeneración",
        "legend.saver_indestructible": "indestructible",
        "legend.not_destroyed": (
            "La regla de leyendas no destruye: su controlador elige uno y los demás se ponen en el cementerio de su "
            "propietario, así que {saver} (que solo impide la destrucción) no lo mantiene en el campo de batalla."
        ),
        "legend.sorcery": (
            "{card} es legendario: solo puedes lanzarlo mientras controlas una criatura legendaria o un planeswalker "
            "legendario."
        ),
        "legend.sorcery_zone": "Un comandante en la zona de mando no está en el campo de batalla, así que no cuenta.",
        "sacrifice.your_creature": "tu criatura",
        "sacrifice.untargeted": (
            "{edict} no hace objetivo: cada jugador afectado elige una criatura que controla y la sacrifica, así que el "
            "velo o el antimaleficio de {card} no lo impide, y si {card} es su única criatura, se va."
        ),
        "control.your_opponent": "tu oponente",
        "cast_trigger.kind.noncreature": "que no sea de criatura",
        "cast_trigger.kind.instant_or_sorcery": "instantáneo o conjuro",
        "cast_trigger.kind.creature": "de criatura",
        "cast_trigger.kind_yes": (
            "La habilidad de {card} se dispara cada vez que lanzas un hechizo {kind}, y {spell} lo es."
        ),
        "cast_trigger.kind_no": (
            "La habilidad de {card} solo se dispara cuando lanzas un hechizo {kind}, y {spell} no lo es."
        ),
        "timing.instant": (
            "{card} es un instantáneo: puedes lanzarlo siempre que tengas prioridad, en cualquier paso y en el turno de "
            "cualquier jugador."
        ),
        "timing.instant_cost": (
            "{card} es un instantáneo: puedes lanzarlo siempre que tengas prioridad, y pagar un coste alternativo o "
            "adicional no cambia cuándo."
        ),
        "blocking.ninjutsu": (
            "Ninjutsu devuelve a un atacante no bloqueado, así que los bloqueadores ya se declararon: {card} entra girada"
            " y atacando después, sin bloquear, y ya ninguna criatura puede bloquearla."
        ),
        "sac.stolen_trigger": (
            "La criatura murió mientras la controlabas, así que la habilidad de «una criatura que controlas muere» de "
            "{card} se dispara para ti: una habilidad de dejar el campo de batalla mira el juego justo antes del evento."
        ),
        "countering.no_refund": (
            "Un hechizo contrarrestado no se resuelve y va al cementerio de su propietario, y quien lo lanzó no recupera "
            "nada de lo que pagó: el maná queda gastado."
        ),
        "timing.sorcery_empty_stack": (
            "Un conjuro solo se lanza en una fase principal de tu turno, cuando tienes prioridad y la pila está vacía "
            "(salvo que un efecto te deje lanzarlo como si tuviera destello)."
        ),
        "blocking.tapped_stays": (
            "Girar o enderezar una criatura ya declarada como atacante o bloqueadora no la saca del combate: sigue "
            "bloqueando (o atacando) y hace su daño de combate."
        ),
        "timing.flash_theirs": (
            "{giver} solo deja a su controlador, tu oponente, lanzar hechizos como si tuvieran destello; {card} se sigue "
            "lanzando solo en tu fase principal con la pila vacía."
        ),
        "tax.alternative": (
            "El impuesto de comandante es un coste adicional: se suma a lo que pagues para lanzar el comandante desde la "
            "zona de mando, también a un coste alternativo (o si lo lanzas sin pagar su coste de maná)."
        ),
        "control.taker_left": (
            "Vuelve a controlarla su propietario: cuando un jugador deja la partida, terminan todos los efectos que le "
            "daban el control de un objeto."
        ),
        "strikes.gang_first": (
            "{name} ({p} de fuerza, {strike}) hace primero su daño de dañar primero, repartido entre las {n} "
            "bloqueadoras ({other}), y destruye {killed} antes de que hagan daño; las {left} que quedan le hacen {hits} "
            "de daño."
        ),
        "strikes.gang_first_all": (
            "{name} ({p} de fuerza, {strike}) hace primero su daño de dañar primero, repartido entre las {n} "
            "bloqueadoras ({other}), y las destruye a todas antes de que hagan daño."
        ),
        "strikes.gang": (
            "{name} ({p} de fuerza) reparte su daño entre las {n} bloqueadoras ({other}) y destruye {killed}, mientras "
            "las {n} le hacen su daño a la vez: {hits} de daño."
        ),
        "strikes.gang_dies": "{name} muere.",
        "strikes.gang_lives": "{name} sobrevive.",
        "evasion.only_fliers_cant": "{blocker} solo puede bloquear criaturas con volar, y {attacker} no tiene volar, así que no puede bloquearla.",
        "evasion.only_fliers_can": "{blocker} solo puede bloquear criaturas con volar, y {attacker} tiene volar, así que puede bloquearla.",
        "evasion.only_fliers_ground": "{blocker} solo puede bloquear criaturas con volar, así que no puede bloquear a una criatura sin volar.",
        "loyalty.unnamed_left": "Al planeswalker le quedan {n} contadores de lealtad: los {d} de daño que recibe le quitan otros tantos de sus {start}.",
        "loyalty.unnamed_dies": "El planeswalker se queda con 0 de lealtad: los {d} de daño que recibe le quitan otros tantos contadores de lealtad (tenía {start}), así que va al cementerio de su propietario como acción basada en el estado.",
        "mv.face_down": "0: un hechizo o permanente boca abajo es un 2/2 sin nombre, sin texto y sin coste de maná, y sin coste de maná su valor de maná es 0; lo que pagaste para lanzarlo boca abajo no lo cambia.",
        "land_drop.land_face": "{card} es una carta modal de dos caras: puedes jugarla como tu tierra del turno con su cara de tierra ({land}) boca arriba; usa tu jugada de tierra como cualquier tierra.",
        "extra.times_dies": "La habilidad de {trigger} se dispara {n} veces: cada {doubler} que controlas ({k}) la hace dispararse una vez adicional cuando la causa la muerte de una criatura.",
        "extra.times_theirs_dies": "La habilidad de {trigger} se dispara {n} veces: cada {doubler} que controla tu rival ({k}) la hace dispararse una vez adicional cuando la causa la muerte de una criatura.",
        "control.owner_left": "La criatura sale de la partida con su propietario: cuando un jugador abandona la partida, todos los objetos que posee salen con él, los controle quien los controle.",
        "owner.flicker_owner": "Su propietario: {card} lo devuelve al campo de batalla bajo el control de su propietario, como un objeto nuevo al que ya no se aplica el efecto que te lo dio.",
        "owner.flicker_yours": "Tú: {card} lo devuelve al campo de batalla bajo tu control, como un objeto nuevo, así que te lo quedas aunque el efecto que te lo dio termine.",
        "until_leaves.flickered": "Al salir {card} del campo de batalla, aunque sea un momento, vuelve la carta que había exiliado; {card} regresa como un objeto nuevo y su habilidad de «cuando entra» se dispara otra vez (puede exiliar de nuevo una criatura).",
        "evasion.shield_blocks": "{blocker} puede bloquear a {attacker}: el antimaleficio y el velo solo impiden que sea objetivo, declarar un bloqueador no hace objetivo a nada, y {attacker} no tiene evasión que limite qué puede bloquearla.",
        "tapped.attack_taps": "Al declarar a {card} como atacante se gira: no es un coste, atacar simplemente hace que se gire (solo la vigilancia lo evita).",
        "tapped.attack_vigilance": "{card} tiene vigilancia: atacar no hace que se gire.",
        "player.burned_first": "{name} muere por el daño antes del daño de combate, así que no hace daño de combate.",
        "player.burned_first_life": "{name} muere por el daño antes del daño de combate, así que no hace daño de combate y el vínculo vital no te hace ganar nada.",
        "saga.sacrificed": "{saga} se sacrifica: en cuanto su último capítulo se ha resuelto (ha salido de la pila), su controlador la sacrifica como acción basada en el estado.",
        "saga.respond": "Un capítulo de {saga} es una habilidad disparada: va a la pila, y los jugadores reciben prioridad para responder antes de que se resuelva.",
        "adventure.exiled": "Al exilio: {card} lanzada como Aventura se exilia en vez de ir al cementerio al resolverse, y más tarde puedes lanzar la criatura desde el exilio.",
        "adventure.countered_where": "Al cementerio de su propietario: contrarrestada, la Aventura nunca se resuelve, y solo se exilia la que se resuelve; {card} va al cementerio como cualquier hechizo contrarrestado.",
        "punish.boosted": "{booster} suma {extra} al daño que una fuente tuya hace a un oponente, así que son {n} en total.",
        "punish.theirs": "El rival que lanzó el hechizo: {card} hace {n} de daño al controlador del hechizo que lo hizo objetivo, es decir, a quien lo lanzó.",
        "punish.yours": "Tú: {card} hace {n} de daño al controlador de ese hechizo, el jugador que lanzó el hechizo que lo hizo objetivo, aunque {card} sea tuyo.",
        "player.unpreventable": "{card} hace que el daño de combate de las criaturas de su controlador no se pueda prevenir, así que {shield} no lo detiene: el daño se hace.",
        "copies.face_down": "{copier} se convierte en una criatura incolora 2/2 boca arriba sin nombre, sin tipos, sin habilidades y sin coste de maná: copia solo lo que es la criatura boca abajo, no la carta que hay debajo, y no se puede poner boca arriba.",
        "sac.stolen_trigger_theirs": "La criatura murió mientras la controlaba tu rival, así que la habilidad de {card} de «muere una criatura que controlas» no se dispara para ti: una habilidad de dejar el campo de batalla mira quién la controlaba justo antes del evento.",
        "replacement.not_theirs": "{card} solo reemplaza la muerte de una criatura que no sea ficha controlada por un oponente; tu propia criatura simplemente muere y no se crea ninguna ficha.",
        "replacement.not_theirs_token": "{card} solo reemplaza la muerte de una criatura que no sea ficha controlada por un oponente; una ficha simplemente muere y no se crea ninguna ficha.",
        "land_drop.own_turn": "Una tierra solo se juega durante una fase principal de tu propio turno, con la pila vacía.",
        "land_drop.own_turn_extra": "Una tierra solo se juega durante una fase principal de tu propio turno, con la pila vacía; un efecto que te deja jugar tierras adicionales cambia cuántas, no cuándo.",
        "kicker.kicked": "{n}: {card} se lanzó con estímulo (kicker), así que hace {n} de daño en vez de su cantidad sin estímulo.",
        "kicker.plain": "{n}: sin pagar el estímulo (kicker), {card} hace sus {n} de daño impresos.",
        "extra.stopped": "{orb} impide que las criaturas que entran al campo de batalla hagan que se disparen habilidades, la controle quien la controle, así que la habilidad de {trigger} no se dispara.",
        "sac.trigger_theirs": "Tu rival: la habilidad de «cuando muere» de {card} la controla quien la controlaba al morir, y tu rival te la había robado.",
        "cmd_damage.left": "{n} más: un jugador que ha recibido 21 o más daño de combate del mismo comandante a lo largo de la partida pierde, y ese comandante te ha hecho {taken}.",
        "command.not_commander": "Solo un comandante puede moverse a la zona de mando desde el cementerio o el exilio; cualquier otra carta se queda donde fue.",
        "evoke.orb": "{card} se queda: el sacrificio de evocar es una habilidad que se dispara cuando entra, y {orb} impide que las criaturas que entran al campo de batalla hagan que se disparen habilidades.",
        "command.copy_not_commander": "Una copia de un comandante no es un comandante: serlo es un atributo de la carta misma, no una característica que una copia pueda tomar, así que la copia no puede ir a la zona de mando (una ficha copia simplemente deja de existir).",
        "player.fogged_lifelink": "El daño de combate se previene, y el vínculo vital solo hace ganar vida por el daño que realmente se hace, así que no se gana vida.",
        "timing.sorcery_lock_theirs": "{card} hace que tus oponentes solo puedan lanzar hechizos cuando podrían lanzar un conjuro (en su propia fase principal, con la pila vacía), y esa restricción prevalece sobre el destello o un instantáneo.",
        "mana_ability.sac_cost": "Sacrificar la criatura es parte del coste de la habilidad de maná de {name}: se paga al activarla, y la habilidad no usa la pila, así que no hay ningún momento para responder en el que la criatura siga en el campo de batalla.",
        "discard.random": "Nadie elige: {card} hace descartar las cartas al azar, así que no las elige ni el jugador que descarta ni quien lanzó el hechizo.",
        "discard.caster": "Elige quien controla el hechizo: {card} revela la mano y su controlador elige la carta, en lugar de lo normal, que es que elija el jugador que descarta.",
        "discard.their_pick": "Las elige tu rival: el jugador que descarta elige qué cartas descarta, y {card} no dice otra cosa (ni «al azar» ni «tú eliges»).",
        "discard.your_pick": "Las eliges tú: el jugador que descarta elige qué cartas descarta, y {card} no dice otra cosa (ni «al azar» ni que elija quien lo lanza).",
        "discard.player": "Elige el jugador que descarta: {card} no dice otra cosa (ni «al azar» ni que elija quien lo lanza).",
        "pick.walker": "Un planeswalker solo puede ser tu comandante si su propio texto dice que «puede ser tu comandante»: si no, el comandante tiene que ser una carta de criatura (o Vehículo) legendaria.",
        "pick.nonlegendary": "El comandante tiene que ser una carta legendaria: una carta de criatura (o Vehículo) que no es legendaria no puede ser tu comandante.",
        "pick.legend": "Cualquier carta de criatura legendaria puede ser tu comandante.",
        "pick.says_so": "{card} dice que puede ser tu comandante, y ese texto cambia para ella las reglas de construcción del mazo.",
        "pick.card_fits": "{card} es una carta de criatura (o Vehículo) legendaria, así que puede ser tu comandante.",
        "pick.card_not": "{card} no es una carta de criatura (o Vehículo) legendaria ni dice que pueda ser tu comandante, así que no puede serlo.",
        "pick.controls_away": "{card} pregunta si controlas un comandante, y eso significa un comandante en el campo de batalla: uno en la zona de mando no cuenta.",
        "pick.controls_here": "{card} pregunta si controlas un comandante: un comandante en el campo de batalla cuenta.",
        "identity.hybrid_outside": "Un símbolo híbrido {colors} pone los dos colores en la identidad de color de la carta, aunque uno solo bastaría para pagarlo, y un mazo de Commander ({commander}) solo puede llevar cartas cuya identidad de color esté entera en la de su comandante.",
        "identity.hybrid_fits": "Un símbolo híbrido {colors} pone los dos colores en la identidad de color de la carta, y los dos están en la del comandante ({commander}), así que la carta puede ir en el mazo.",
        "land_drop.put": "{card} pone la tierra en el campo de batalla: eso no es jugar una tierra, así que no gasta tu tierra del turno y funciona aunque ya hayas jugado una.",
        "attack.no_creature": "Las criaturas atacan a un jugador, a un planeswalker o a una batalla, nunca a otra criatura: para hacerle daño en combate, esa criatura tiene que bloquear, o un efecto tiene que hacerlas pelear.",
        "attack.walker": "Una criatura puede atacar a un planeswalker que controle un oponente en vez de al jugador: al declarar atacantes eliges a qué jugador o planeswalker ataca cada una.",
        "costs.alt_total": "{spell} cuesta {cost} ({total} manás) así: el coste alternativo {paid} más {{{n}}} de {card}, porque los incrementos de coste también se aplican a un coste alternativo.",
        "tapped.attacked_stays": "Al atacar se giró, y solo se endereza en el siguiente paso de enderezar de su controlador, que llega después del turno del rival: una criatura girada no puede bloquear (solo lo cambia la vigilancia o un efecto que la enderece).",
        "cast_trigger.unnamed": "El hechizo se lanzó: una habilidad que se dispara al lanzar un hechizo se dispara en cuanto el hechizo queda lanzado, antes de que nadie pueda contrarrestarlo, y contrarrestarlo después no deshace ni el lanzamiento ni el disparo.",
        "attack_tax.other_player": "{card} solo cobra por las criaturas que atacan a su controlador: las que atacan a otro jugador no pagan nada por ella.",
        "draw_triggers.each": "{n}: {card} se dispara una vez por cada carta robada, porque robar {n} cartas son {n} robos distintos.",
        "pitch.itself": "{card} ya está en la pila cuando se pagan sus costes (se mueve allí primero), así que no está en tu mano y no puede ser la carta que exilias para pagarla.",
        "pitch.another": "Otra copia de {card} en tu mano es una carta del color adecuado en tu mano, así que puede ser la que exilias para pagar la que lanzas (esa ya está en la pila).",
        "pitch.own_turn": "El coste gratis de {card} dice «si no es tu turno»: en tu propio turno tienes que pagar su coste de maná.",
        "pitch.their_turn": "El coste gratis de {card} funciona cuando no es tu turno, así que en el turno de otro jugador puedes exiliar la carta en vez de pagar su coste de maná.",
        "quality.monocolored": "monocolor",
        "quality.multicolored": "multicolor",
        "quality.colorless": "incoloro",
        "quality.artifacts": "artefactos",
        "quality.creatures": "criaturas",
        "quality.everything": "todo",
        "costs.target_discount": "{total} ({cost}): {spell} cuesta {{{n}}} menos cuando su objetivo es un hechizo {color}, y el objetivo es {color} (un hechizo de varios colores es de cada uno de ellos).",
        "costs.no_target_discount": "{total} ({cost}): {spell} solo cuesta {{{n}}} menos cuando su objetivo es un hechizo {color}, y este objetivo no es {color}, así que pagas su coste completo.",
        "discard.caster_you": "Eliges tú: {card} revela la mano de tu rival y te hace elegir a ti, que lo lanzas, la carta, en lugar de lo normal, que es que elija el jugador que descarta.",
        "discard.caster_them": "Elige tu rival: {card} revela tu mano y hace que quien lo lanza elija la carta, en lugar de lo normal, que es que elija el jugador que descarta.",
        "legend.they_choose": (
            "Elige tu oponente: controla las dos, así que conserva una y la otra va al cementerio de su propietario "
            "— si es la tuya, a tu cementerio (no se sacrifica ni se destruye)."
        ),
        "legend.trigger_stays": (
            "La habilidad de entrar al campo de batalla de {card} se disparó al entrar; que la regla de leyendas "
            "mande una al cementerio después no la detiene, y se resuelve por su cuenta."
        ),
        "legend.choose": (
            "Tú eliges cuál conservas, y el otro va al cementerio de su propietario (no se sacrifica ni se destruye): "
            "es la regla de leyendas."
        ),
        "legend.no_response": (
            "La regla de leyendas es una acción basada en estado: no usa la pila y ocurre antes de que nadie reciba "
            "prioridad, así que no hay momento para responder; eliges cuál conservas y la otra va al cementerio."
        ),
        "legend.step_rule": "La regla de leyendas es una acción basada en estado que mira los permanentes de cada jugador por separado.",
        "legend.step_different": "Dos leyendas con el mismo nombre controladas por jugadores distintos no se afectan.",
        "legend.step_choose": "El jugador que controla ambas elige cuál se queda.",
        "legend.step_not_sacrifice": "Las demás van al cementerio: las habilidades de «sacrificar» y «destruir» no lo ven.",
        "survival.side_indestructible": (
            "{card} da indestructible a tus {kind}, y un permanente indestructible no puede ser destruido, ni por el "
            "«destruye» de {spell} ni por daño letal: no se destruye ninguno."
        ),
        "survival.side_protected": (
            "{card} da a tus {kind} protección contra el color de {spell}, así que el daño que {spell} les haría se "
            "previene: no muere ninguna."
        ),
        "survival.side_not_protected": (
            "La protección de {card} detiene daño, objetivos, bloqueos y encantar, pero {spell} no hace objetivo ni "
            "daño — destruye: tus {kind} se destruyen."
        ),
        "survival.kind_artifacts": "artefactos",
        "survival.kind_creatures": "criaturas",
        "survival.kind_permanents": "permanentes",
        "survival.kind_lands": "tierras",
        "keyword_cost.emerge": (
            "el coste de emerger de {card}, {cost}, se reduce en el valor de maná de la criatura sacrificada ({value}), "
            "solo en maná genérico, así que pagas {paid}."
        ),
        "legend.made_two_names": (
            "{maker} los hace legendarios a los dos, pero la regla de leyendas solo se aplica a permanentes legendarios "
            "con el mismo nombre: {card} y su ficha de {token} se llaman distinto, así que te quedas con ambos."
        ),
        "legend.made_same_name": (
            "{maker} los hace legendarios a los dos, y dos permanentes legendarios con el mismo nombre bajo un mismo "
            "jugador caen en la regla de leyendas: eliges qué {card} conservas y el otro va al cementerio."
        ),
        "legend.made_one_only": (
            "{maker} solo hace legendario el permanente que robó; tu propio {card} no es legendario, y la regla de "
            "leyendas necesita dos permanentes legendarios con el mismo nombre: te quedas con los dos."
        ),
        "loyalty.kept_new": (
            "{card}: el que conservaste es un objeto nuevo, sin memoria de la activación del otro; ninguna habilidad de "
            "lealtad suya se ha activado este turno, así que puedes activar una (como un conjuro, una vez)."
        ),
        "loyalty.the_walker": "el planeswalker",
        "strikes.lost_first_strike": (
            "Ya hizo su daño de combate en el paso de daño de dañar primero; perder dañar primero después no le deja "
            "hacer daño otra vez en el paso normal — solo una criatura con dañar dos veces hace daño en los dos."
        ),
        "strikes.gained_first_strike": (
            "No hizo daño en el paso de dañar primero, así que ganar dañar primero después de ese paso no se lo impide: "
            "sigue haciendo su daño de combate en el paso normal."
        ),
        "prevention.into_counters": (
            "{card} reemplaza el daño por contadores: el daño nunca se hace, y el vínculo vital solo da vida por el daño "
            "hecho, así que no se gana vida."
        ),
        "blocked_once.loses": (
            "la habilidad de {card} de «queda bloqueada» se dispara una vez por combate, sin importar cuántas criaturas "
            "la bloqueen: el jugador defensor pierde {n} vidas, no {n} por cada bloqueadora."
        ),
        "blocked_once.gets": (
            "la habilidad de {card} de «queda bloqueada» se dispara una vez por combate, sin importar cuántas criaturas "
            "la bloqueen: obtiene +{p}/+{q} una vez."
        ),
        "blocked_once.once": (
            "la habilidad de {card} de «queda bloqueada» se dispara una vez por combate, sin importar cuántas criaturas "
            "la bloqueen."
        ),
        "targets.outgrew": (
            "la habilidad de {card} solo puede tener como objetivo una criatura con fuerza {n} o menos, y eso se "
            "comprueba otra vez al resolverse: con fuerza {power} su único objetivo es ilegal, así que no se resuelve y "
            "no hace nada."
        ),
        "exalted.teammate": (
            "el exaltado de {card} solo se dispara cuando ataca sola una criatura que controla su controlador; tu bicho "
            "no es de tu compañero, así que su exaltado no se dispara (los tuyos sí: tu criatura es la única atacante del "
            "equipo)."
        ),
        "out_of_combat.control": (
            "Se retira del combate: sin {card}, el control de la criatura vuelve a su propietario, y una criatura que "
            "cambia de controlador deja de atacar o bloquear y no hace daño de combate."
        ),
        "out_of_combat.phased_by": (
            "Se retira del combate: fuera de fase por {card}, se trata como si no existiera, así que deja de atacar o "
            "bloquear y no hace daño de combate; vuelve a entrar en fase en el próximo paso de enderezar de su controlador."
        ),
        "out_of_combat.phased": (
            "Se retira del combate: una criatura fuera de fase se trata como si no existiera, así que deja de atacar o "
            "bloquear y no hace daño de combate; vuelve a entrar en fase en el próximo paso de enderezar de su controlador."
        ),
        "order.seat_first": (
            "Primero se resuelve el disparo de {card} de {holder}: en orden APNAP el jugador activo pone primero sus "
            "habilidades disparadas en la pila y después cada otro jugador en orden de turno ({seats}), así que el "
            "último de ellos que tiene una la pone encima, y se resuelve primero."
        ),
        "order.you": "ti",
        "order.table_named": (
            "Primero se resuelven las de {last}: en orden APNAP {active}, el jugador activo, pone primero sus "
            "habilidades disparadas en la pila y después cada otro jugador en orden de turno ({seats}), así que las "
            "de {last} quedan encima y se resuelven primero; las de {active} se resuelven últimas."
        ),
        "order.table": (
            "Primero se resuelven las del último jugador en orden de turno (el de la derecha del jugador activo): en "
            "orden APNAP el jugador activo pone primero sus habilidades disparadas en la pila y después cada otro "
            "jugador en orden de turno, así que las del último quedan encima y las del jugador activo se resuelven "
            "últimas."
        ),
        "order.apnap": (
            "El jugador activo pone primero sus habilidades disparadas en la pila y después el otro jugador, así "
            "que las del jugador no activo se resuelven primero (lo último en entrar sale primero)."
        ),
        "order.placed_first_theirs": "La de tu oponente (el jugador activo) se pone primero en la pila.",
        "order.placed_first_yours": "La tuya (eres el jugador activo) se pone primero en la pila.",
        "order.apnap_yours_first_named": (
            "Tu {mine} se resuelve primero (su habilidad disparada; eres el jugador no activo): es el turno de tu "
            "oponente, así que él (el jugador activo) pone primero en la pila la de su {theirs} y la tuya queda encima."
        ),
        "order.apnap_theirs_first_named": (
            "La habilidad de {theirs} de tu oponente se resuelve primero (es el jugador no activo): es tu turno, así que "
            "tú (el jugador activo) pones primero en la pila la de tu {mine} y la suya queda encima."
        ),
        "order.apnap_yours_first": (
            "Tus habilidades se resuelven primero (eres el jugador no activo): es el turno de tu oponente, así que él (el jugador activo) pone "
            "primero sus habilidades disparadas en la pila y las tuyas quedan encima."
        ),
        "order.apnap_theirs_first": (
            "Las habilidades de tu oponente se resuelven primero (es el jugador no activo): es tu turno, así que tú (el jugador activo) pones "
            "primero tus habilidades disparadas en la pila y las suyas quedan encima."
        ),
        "order.if_you_choose": "Sí, si quieres.",
        "order.first_cast_last": (
            "La pila se resuelve desde arriba, el último en entrar sale primero: el hechizo lanzado en último lugar se "
            "resuelve primero, y el lanzado primero espera a que se resuelva todo lo que tiene encima."
        ),
        "order.extra_turns": (
            "Los turnos extra se añaden de uno en uno, cada uno justo después del turno que dice el efecto, así que el "
            "creado más recientemente (por el efecto que se resolvió en último lugar) se juega primero."
        ),
        "order.you_choose": (
            "Eliges tú: todas esas habilidades disparadas son tuyas, así que las pones en la pila en el orden que "
            "quieras, y la última que pongas se resuelve primero."
        ),
        "order.step_apnap": "Cada jugador, en orden APNAP (primero el activo), pone sus propias habilidades disparadas en la pila en el orden que elija.",
        "order.step_lifo": "Lo último que se puso en la pila se resuelve primero, cuando todos los jugadores pasan seguidos.",
        "order.swept_after": (
            "{creature} ya está en el campo de batalla cuando {wipe} se resuelve después, así que queda destruida "
            "junto con las demás."
        ),
        "order.lifo": "Primero se resuelve {first} (fue lo último en entrar), después {rest}: la pila se resuelve en orden inverso.",
        "order.step_resolves": "{name} se resuelve en {nth} lugar.",
        "order.step_check": "Cada uno comprueba sus objetivos al resolverse; entre resoluciones se comprueban las acciones basadas en estado.",
        "player.trample_all": (
            "{name} tiene arrollar y ya no queda ninguna criatura bloqueándola, así que asigna todo su daño de combate "
            "({n}) al jugador defensor."
        ),
        "combat.still_blocked": (
            "Sigue bloqueada: una criatura sigue bloqueada aunque se retiren las criaturas que la bloquean, y sin "
            "arrollar solo asigna su daño de combate a las que aún la bloquean; si no queda ninguna, no asigna daño de "
            "combate y nada va al jugador."
        ),
        "combat.nowhere": "A ningún sitio:",
        "combat.stays_blocked": "{name} sigue bloqueada, y una criatura bloqueada sin ninguna criatura que la bloquee no asigna daño de combate en el paso normal; sin arrollar, nada va al jugador.",
        "combat.no_trample": "Sin arrollar, una criatura bloqueada asigna todo su daño de combate a la criatura que la bloquea; nada va al jugador.",
        "player.life_turned": "Con vínculo vital ganarías {n} vidas, pero {card} convierte esa ganancia en pérdida: pierdes {n} vidas en su lugar.",
        "player.none": "El jugador defensor recibe 0 de daño de combate de {name}.",
        "fight.indestructible": (
            "{victim} sobrevive: con {spell} las dos criaturas pelean y {other} le hace {n} de daño a {victim}, pero "
            "{victim} es indestructible, así que ni el daño letal ni el toque mortal la destruyen."
        ),
        "fight.lethal": (
            "{victim} muere: con {spell} las dos criaturas pelean, así que {other} le hace a {victim} daño igual a "
            "su fuerza ({n}), y un daño mayor o igual que su resistencia ({t}) es daño letal; se destruye como "
            "acción basada en estado."
        ),
        "fight.survives": (
            "{victim} sobrevive: con {spell} las dos criaturas pelean, así que {other} le hace a {victim} daño "
            "igual a su fuerza ({n}), menor que su resistencia ({t}); no es daño letal."
        ),
        "battle.protector_opponent": (
            "El protector de un Asedio tiene que ser uno de los oponentes de su controlador, elegido al entrar: no "
            "puedes ser el protector de tu propio Asedio."
        ),
        "battle.protector_attacks": "El protector de una batalla nunca puede atacarla; sí puede cualquier otro jugador para quien el protector es un jugador defensor.",
        "fight.deathtouch": (
            "{victim} se destruye: con {spell} las dos criaturas pelean, así que {other} le hace a {victim} daño "
            "igual a su fuerza, y cualquier daño de una fuente con toque mortal —el de una pelea igual que el de "
            "combate— destruye a una criatura como acción basada en estado."
        ),
        "combat.walker_gone": (
            "{name} sigue atacando, pero una vez que {walker} salió del combate no ataca a ningún jugador ni "
            "planeswalker, y sin bloquear no hace daño de combate; arrollar no manda ese daño al jugador."
        ),
        "combat.killed_first": (
            "{blocker} hace su daño en el paso de daño de dañar primero y destruye a {attacker} antes del paso de daño "
            "normal, así que {attacker} nunca hace su daño de combate, tenga arrollar o no."
        ),
        "combat.all_to_player": "Los {n} de daño de {name} van al jugador defensor: una criatura con arrollar sin bloqueadoras asigna su daño al jugador.",
        "combat.step_no_blockers": "Con arrollar y sin bloqueadoras al asignar el daño, todo el daño se asigna al jugador.",
        "combat.trample": (
            "Al jugador le pueden llegar como máximo {n} de daño: {name} debe asignar primero daño letal a sus "
            "bloqueadoras ({split}) y solo el exceso puede ir al jugador."
        ),
        "combat.trample_doubled": "Después {card} duplica el daño al hacerse: al jugador le llegan {n}.",
        "combat.divide_who": (
            "Decide el controlador de {name} (el jugador atacante): una criatura bloqueada por dos o más reparte su "
            "daño de combate entre ellas como elija su controlador."
        ),
        "combat.lifelink_total": "Con vínculo vital ganas {n} vidas: todo su daño de combate se hace, a las bloqueadoras y al jugador.",
        "combat.trample_none": (
            "Al jugador no le llega ningún daño (0): {name} debe asignar primero daño letal a sus bloqueadoras "
            "({split}) y eso se lo lleva todo."
        ),
        "combat.step_lethal": "Primero, daño letal a las bloqueadoras: {split}.",
        "combat.by_deathtouch": "con toque mortal, 1 de daño es letal",
        "combat.step_excess": "El resto de su fuerza {power}, {n}, puede asignarse al jugador.",
        "combat.indestructible": "La bloqueadora indestructible no muere: el toque mortal destruye, y lo indestructible no puede ser destruido.",
        "strikes.indestructible": "{name} es indestructible: el daño (o el toque mortal) lo destruiría, y no puede ser destruido.",
        "strikes.step_prevented": (
            "El daño de {name} a {other} se previene: {other} tiene protección contra su color."
        ),
        "strikes.both": "Mueren las dos criaturas.",
        "strikes.one": "Muere {dead} y {alive} sobrevive.",
        "strikes.none": "No muere ninguna de las dos criaturas.",
        "strikes.takes": "{name} recibe {n} de daño.",
        "strikes.life": "{name} tiene vínculo vital y hace {n} de daño en total, así que su controlador gana {n} vidas.",
        "strikes.no_life": "Ninguna de las dos criaturas tiene vínculo vital: nadie gana vida.",
        "strikes.why_deathtouch": "{name} muere por el toque mortal: cualquier daño de una criatura con toque mortal la destruye.",
        "strikes.why_same_step": "Hacen su daño letal en el mismo paso de daño de combate, al mismo tiempo (simultáneamente).",
        "strikes.why_first": "El daño de dañar primero se hace en un paso de daño de combate anterior, así que una criatura destruida ahí nunca llega a hacer su daño normal.",
        "strikes.step_first": "Paso de daño de dañar primero: {name} hace {n} de daño a {other}.",
        "strikes.step_marked": "{name} ya tiene {n} de daño de {spell}: el daño sigue marcado hasta el paso de limpieza.",
        "strikes.marked": "Los {n} de daño que {name} recibió antes en el turno siguen contando: siguen marcados hasta el paso de limpieza.",
        "strikes.step_regular": "Paso de daño de combate normal: {name} hace {n} de daño a {other}.",
        "strikes.step_dies": "{name} tiene daño letal (o daño de toque mortal) y se destruye antes del siguiente paso.",
        "step.615.1": "Los efectos de prevención se aplican como los de reemplazo, a medida que ocurre el evento.",
        # verdicts branch: new framing (kept together to ease merging)
        "legend.theirs_stays": "El de tu oponente se queda: la regla de leyendas solo compara permanentes de un mismo jugador.",
        "combat.deathtouch_trample_n": "{n} como máximo: 1 a cada uno de los {blockers} bloqueadores y el resto al jugador.",
        "combat.deathtouch_trample": (
            "Basta con 1 de daño a cada bloqueadora: con toque mortal, cualquier daño distinto de cero es daño letal, "
            "así que una criatura con arrollar y toque mortal asigna 1 a cada bloqueadora y el resto al jugador (o "
            "planeswalker)."
        ),
        "survival.by_indestructible": "ser indestructible",
        "survival.by_armor": "la armadura de umbra de {aura}",
        "survival.survives_armor": (
            "{name} sobrevive: {how} destruye el Aura en su lugar y quita todo el daño marcado en la criatura."
        ),
        "survival.can_cast_indestructible": (
            "Ser indestructible no impide que {card} haga objetivo a {name}, y {card} se resuelve, pero {name} no se "
            "destruye: un permanente indestructible no puede ser destruido."
        ),
        "survival.by_regenerate": "la regeneración",
        "survival.survives_indestructible": (
            "{name} sobrevive: es indestructible, y un permanente indestructible no puede ser destruido, ni por "
            "efectos de «destruir» ni por daño letal."
        ),
        "survival.survives_regenerate": (
            "{name} sobrevive: el escudo de regeneración reemplaza su destrucción; en vez de eso se le quita todo el "
            "daño, se gira y se retira del combate."
        ),
        "survival.sacrificed_shuffled": "{name} se sacrifica igualmente: sacrificar no es destruir, así que {how} no sirve; su propio efecto de reemplazo la baraja en la biblioteca de su propietario en vez de ir al cementerio.",
        "survival.dies_sacrifice": "{name} va al cementerio igualmente: sacrificar no es destruir, así que {how} no sirve.",
        "survival.dies_toughness": (
            "{name} muere igualmente: una criatura con resistencia 0 o menos va al cementerio de su propietario como "
            "acción basada en estado; no se destruye, así que {how} no sirve."
        ),
        "survival.bottom_not_dies": "{name} no muere —morir es ir a un cementerio—, pero va al fondo de la biblioteca de su propietario igualmente; {how} no lo impide, porque no es destruir.",
        "survival.dies_bottom": "{name} va al fondo de la biblioteca de su propietario igualmente: eso no es destruir, así que {how} no sirve.",
        "survival.dies_exile": "{name} se exilia igualmente: exiliar no es destruir, así que {how} no sirve.",
        "survival.survives_toughness": (
            "{name} sobrevive: recibe -{n}/-{n} y le queda resistencia {left}, más de 0; solo con resistencia 0 o "
            "menos va al cementerio, se pueda destruir o no."
        ),
        "survival.dies_no_regen": "{name} se destruye: {card} dice que no puede ser regenerada, así que el escudo no sirve.",
        "timing.split_second": (
            "Mientras {card} está en la pila, tiempo dividido (split second) impide a todos los jugadores lanzar hechizos y activar "
            "habilidades que no sean de maná; solo se permiten habilidades de maná y acciones especiales."
        ),
        "timing.split_second_returns": (
            "Vuelve: la habilidad de «cuando deje el campo de batalla» de {ring} igual se dispara y se resuelve, "
            "porque tiempo dividido (split second) de {card} solo impide lanzar hechizos y activar habilidades que no son de "
            "maná, y esa habilidad devuelve la carta exiliada al campo de batalla."
        ),
        "timing.split_second_triggers": (
            "Las habilidades disparadas se siguen disparando y se ponen en la pila con normalidad mientras {card} está en "
            "la pila: tiempo dividido (split second) solo impide lanzar hechizos y activar habilidades que no sean de maná."
        ),
        "timing.split_second_targeted_mana": (
            "La habilidad de {source} agrega maná pero tiene un objetivo, así que no es una habilidad de maná; el "
            "tiempo dividido (split second) de {card} solo deja activar habilidades de maná y realizar acciones "
            "especiales, así que no se puede activar."
        ),
        "timing.the_split_second_spell": "ese hechizo",
        "timing.split_second_mana": "Tiempo dividido (split second) de {card} no impide las habilidades de maná ni las acciones especiales.",
        "extra.times": (
            "La habilidad de {trigger} se dispara {n} veces: cada {doubler} que controlas ({k}) la hace dispararse una "
            "vez adicional cuando la causa la entrada de un artefacto o una criatura."
        ),
        "extra.times_theirs": (
            "La habilidad de {trigger} se dispara {n} veces: cada {doubler} que controla tu rival ({k}) la hace "
            "dispararse una vez adicional cuando la causa la entrada de un artefacto o una criatura."
        ),
        "extra.rivals": (
            "La habilidad de {trigger} se dispara una sola vez: {doubler} solo añade disparos a habilidades de "
            "permanentes que controla su propio controlador, y {trigger} no es suyo."
        ),
        "cast_trigger.own": (
            "La habilidad de «cuando lances» de {card} se dispara al lanzarlo y va a la pila encima del hechizo, por "
            "su cuenta: se resuelve aunque {card} sea contrarrestado (texto oficial en inglés: “{effect}”)."
        ),
        "cast_trigger.cascade": (
            "Cascada se dispara al lanzar {card} y va a la pila encima del hechizo, por su cuenta: se resuelve aunque "
            "{card} sea contrarrestado."
        ),
        "cast_trigger.half_x": "Con X = {x}, la mitad de X redondeada hacia abajo es {n}.",
        "sacrifice.who_chooses": (
            "Cada jugador que tiene que sacrificar elige cuál de sus propias criaturas sacrifica; el controlador de "
            "{edict} no elige por él, y un jugador solo puede sacrificar lo que controla."
        ),
        "sacrifice.choose": (
            "{edict} te hace elegir al resolverse qué criatura sacrificas, así que puedes sacrificar otra y quedarte "
            "con {card}."
        ),
        "sacrifice.unguarded": (
            "{card} solo detiene hechizos y habilidades que controlan los oponentes de su controlador, y {edict} es un "
            "hechizo de su propio controlador: el sacrificio ocurre como siempre."
        ),
        "sacrifice.guarded": (
            "{card} dice que los hechizos y habilidades que controlan los oponentes de su controlador no pueden "
            "hacerle sacrificar permanentes, y un «no puede» gana a lo que {edict} le ordena: su controlador no "
            "sacrifica nada."
        ),
        "sacrifice.hexproof": (
            "{edict} hace objetivo al jugador, no a la criatura: el antimaleficio de {card} solo impide que {card} sea "
            "objetivo, así que el jugador tiene que sacrificar una criatura igualmente, y si {card} es la única, se va."
        ),
        "sacrifice.indestructible_unnamed": (
            "{edict} obliga al jugador a sacrificar una criatura, y sacrificar no es destruir: si es su única criatura, "
            "va al cementerio aunque sea indestructible (lo indestructible solo impide la destrucción)."
        ),
        "sacrifice.shuffled": "Y no acaba en el cementerio: el propio efecto de reemplazo de {card} la revela y la baraja en la biblioteca de su propietario en su lugar.",
        "sacrifice.indestructible": (
            "{edict} obliga a sacrificar una criatura, y sacrificar no es destruir: el jugador mueve su propio {card} "
            "al cementerio, así que ser indestructible no sirve (solo impide la destrucción)."
        ),
        "pay_life.phyrexian": (
            "{n} vidas: cada uno de los {k} símbolos de maná pirexiano de {card} pagado con vida cuesta 2 vidas."
        ),
        "pay_life.can": (
            "Con {life} vidas puedes pagar {n} vidas: un jugador solo puede pagar vida si su total de vida es al menos "
            "esa cantidad, y {life} llega a {n}."
        ),
        "pay_life.zero": (
            "Con {life} vidas puedes pagar {n} vidas (tu total de vida llega a esa cantidad), pero te quedas a 0 y "
            "pierdes la partida la próxima vez que se comprueben las acciones basadas en estado."
        ),
        "pay_life.cannot": (
            "Con {life} vidas no puedes pagar {n} vidas: un jugador solo puede pagar vida si su total de vida es al "
            "menos esa cantidad, y {life} es menos que {n}."
        ),
        "pay_life.then_lose": "A 0 vidas pierdes la partida la próxima vez que se comprueben las acciones basadas en estado.",
        "alt_costs.tapped_ok": (
            "El coste de {card} solo pide devolver o sacrificar el permanente, no girarlo, así que uno girado sirve "
            "igual para pagarlo."
        ),
        "alt_costs.one": (
            "La retrospectiva ya es un coste alternativo (se paga en lugar del coste de maná), y a un hechizo solo se "
            "le puede aplicar un coste alternativo, así que no puedes lanzar {card} con retrospectiva pagando además "
            "su propio coste alternativo."
        ),
        "unattached.aura": (
            "Cuando {land} deja de ser una criatura, {card} (encantar criatura) queda anexada a un objeto ilegal y va "
            "al cementerio de su propietario como acción basada en estado."
        ),
        "unattached.aura_returns": "Después, su propia habilidad disparada devuelve {card} a la mano de su propietario.",
        "unattached.equipment_stays": (
            "{card} ya no está anexado a nada, así que queda desanexado como acción basada en estado, pero se queda en "
            "el campo de batalla bajo el control de su controlador, listo para equiparlo otra vez."
        ),
        "unattached.aura_goes": (
            "{card} ya no está anexada a nada legal, así que va al cementerio de su propietario como acción basada "
            "en estado."
        ),
        "unattached.the_equipment": "El equipo",
        "unattached.the_aura": "El aura",
        "unattached.equipment": (
            "Cuando {land} deja de ser una criatura, {card} queda desanexado como acción basada en estado, pero se "
            "queda en el campo de batalla."
        ),
        "identity.fits": (
            "La identidad de color de {card} ({colors}) cabe en la de tu comandante ({commander}): todos los símbolos "
            "de maná de su coste y su texto cuentan, también los híbridos."
        ),
        "identity.that_land": "Esa tierra",
        "identity.land_fits": (
            "{card} tiene el tipo o los tipos de tierra básica {types}, y todo color de maná que producen está en la identidad "
            "de color de {commander}."
        ),
        "identity.land_outside": (
            "{card} tiene el tipo o los tipos de tierra básica {types}, así que podría producir maná de un color fuera de la "
            "identidad de color de {commander}, y una carta con un tipo de tierra básica solo puede estar en el mazo "
            "si todos los colores que podría producir lo están."
        ),
        "identity.outside": (
            "La identidad de color de {card} es {colors}: cuenta cada símbolo de maná de su coste y su texto, y un "
            "símbolo híbrido cuenta sus dos colores aunque puedas pagarlo con uno; no cabe en {commander}."
        ),
        "cast_count.damage": (
            "{total} de daño a cada oponente: {watcher} hace {per} cada vez que se dispara, una vez por cada hechizo "
            "que lanzas ({spells}); la copia que crea {copier} no se lanza, así que no lo dispara."
        ),
        "cast_count.n": (
            "{n}: {watcher} se dispara una vez por cada hechizo que lanzas ({spells}); la copia que crea {copier} no "
            "se lanza, así que no lo dispara."
        ),
        "equip.still_mine": (
            "{card} sigue siendo tuyo aunque te roben la criatura, y solo su controlador puede activar su habilidad de "
            "equipar: puedes moverlo a otra criatura tuya, como un conjuro."
        ),
        "equip.aura_stays_theirs": (
            "{card} sigue bajo el control de quien la controlaba: ganar el control de la criatura que encanta no "
            "cambia quién controla el Aura."
        ),
        "equip.stays": (
            "{card} sigue anexado a la criatura y su bonificación se aplica para su nuevo controlador: cambiar el "
            "control de la criatura no desanexa el equipo ni cambia quién lo controla."
        ),
        "equip.yours": (
            "{card} sigue siendo tuyo: ganar el control de la criatura a la que está anexado no cambia quién controla "
            "el equipo, así que solo tú puedes moverlo con su habilidad de equipar."
        ),
        "equip.the_equipment": "El equipo",
        "moon.mountain": (
            "Con {moon}, {land} es una Montaña: pierde sus otros tipos de tierra y todas las habilidades de su texto, y "
            "solo tiene la habilidad de maná de una Montaña: girarla para agregar {{R}}."
        ),
        "moon.still_creature": (
            "Con {moon}, {land} es una Montaña y pierde las habilidades de su texto, pero sus tipos de carta no "
            "cambian: sigue siendo una criatura."
        ),
        "mulligan.keep": (
            "{n}: tras el mulligan número {taken} robas una mano nueva de siete y pones {bottom} de esas cartas en el "
            "fondo de tu biblioteca, una por cada mulligan que cuenta."
        ),
        "mulligan.bottom": "{n}: pones en el fondo una carta por cada mulligan que cuenta (mulligans hechos: {taken}).",
        "mulligan.free": (
            "En una partida multijugador y en cualquier partida de Brawl el primer mulligan es gratis: no cuenta."
        ),
        "mulligan.not_free": (
            "En una partida de dos jugadores (salvo en Brawl) cuenta cada mulligan: el primero ya pone una carta en el "
            "fondo."
        ),
        "abilities.lost": (
            "Con {source}, {name} pierde todas sus habilidades (capa 6), así que no tiene {keyword}, aunque la "
            "carta la tenga impresa."
        ),
        "abilities.later_grant": (
            "{granter} le da {keyword} a {name} después de que {source} le quitara sus habilidades: los dos son efectos "
            "de capa 6 y se aplican por orden de marca de tiempo, así que gana el posterior, el de {granter}, y {name} "
            "tiene {keyword}."
        ),
        "abilities.later_loss": (
            "{source} le quitó sus habilidades a {name} después de que {granter} le diera {keyword}: los dos son efectos "
            "de capa 6 y se aplican por orden de marca de tiempo, así que gana el posterior, el de {source}, y {name} "
            "no tiene {keyword}."
        ),
        "abilities.the_creature": "la criatura",
        "equip.stolen_yours": (
            "Equipar anexa el equipo a una criatura objetivo que controlas, y mientras controlas la criatura robada lo "
            "es, así que puedes equiparla (a velocidad de conjuro: tu fase principal, con la pila vacía)."
        ),
        "equip.only_yours": (
            "Equipar anexa el equipo solo a una criatura objetivo que controlas, así que no puedes equiparlo a una "
            "criatura de tu rival."
        ),
        "equip.controller": (
            "Solo el controlador de {card} puede activar su habilidad de equipar, aunque la criatura equipada la "
            "controle otro jugador: cambiar el control de la criatura no cambia el del equipo."
        ),
        "free_x.dies": "{card} entra sin contadores como una 0/0 y va al cementerio como acción basada en el estado.",
        "cascade.optional": (
            "Lanzar la carta es opcional: la cascada dice que «puedes» lanzarla sin pagar su coste de maná; si no la "
            "lanzas, va al fondo de tu biblioteca con las demás cartas exiliadas, en orden aleatorio."
        ),
        "cascade.land": (
            "Cascada exilia cartas hasta exiliar una carta que no sea tierra: las tierras que exilia por el camino "
            "simplemente se saltan y van al fondo de tu biblioteca con las demás, en orden aleatorio; ninguna se puede "
            "jugar."
        ),
        "aura_returns.hand": (
            "{aura} vuelve a tu mano: cuando su criatura se va, el Aura no está anexada a nada y va del campo de batalla "
            "al cementerio de su propietario como acción basada en estado, así que se dispara su propia habilidad y "
            "vuelve a la mano de su propietario."
        ),
        "x_count.creatures": (
            "X es {n}, así que cada criatura que controlas recibe +{n}/+{n}: X se cuenta al resolverse la habilidad, "
            "cuando {card} ya está en el campo de batalla y se cuenta a sí misma junto a tus otras {others} criaturas."
        ),
        "x_count.tokens": (
            "La X de {card} cuenta los {kind}s que controlas cuando se resuelve la habilidad: los {others} que dices "
            "más el propio {card}, así que X = {x}."
        ),
        "x_count.tokens_not_self": (
            "La X de {card} cuenta los {kind}s que controlas cuando se resuelve la habilidad: los {others} que dices "
            "({card} no lo es), así que X = {x}."
        ),
        "x_count.tokens_self_gone": (
            "La X de {card} cuenta los {kind}s que controlas cuando se resuelve la habilidad; {card} dejó el campo de "
            "batalla en respuesta, así que solo cuentan los {others} que dices: X = {x}."
        ),
        "x_count.tokens_lost": "(De los {had} que tenías, los {lost} eliminados en respuesta ya no cuentan.)",
        "x_count.tokens_doubled": "{doublers} duplica después las fichas creadas: {n}.",
        "cascade.a_card": "una carta",
        "cascade.hits": (
            "{card} (valor de maná {n}) tiene un valor de maná menor que el de {cascader} ({own}), así que la cascada "
            "puede encontrarla y puedes lanzarla sin pagar su coste de maná."
        ),
        "cascade.misses": (
            "La cascada de {cascader} (valor de maná {own}) solo se detiene en una carta que no sea tierra con valor "
            "de maná menor que {own}; {card} (valor de maná {n}) no lo es, así que la pasa de largo."
        ),
        "cascade.no_cost": (
            "{card} no tiene coste de maná, así que su valor de maná es 0, menor que el de {cascader} ({own}): la "
            "cascada puede encontrarla y puedes lanzarla sin pagar su coste de maná."
        ),
        "mutate.not_new": (
            "Una criatura mutada es el mismo objeto que era: no acaba de entrar ni de pasar a tu control, así que si la "
            "de debajo llevaba bajo tu control desde el inicio del turno, puede atacar."
        ),
        "mutate.still_new": (
            "Una criatura mutada es el mismo objeto que era: si la criatura de debajo entró este turno, sigue sin "
            "poder atacar (salvo que tenga prisa)."
        ),
        "mutate.target_gone": (
            "Si el objetivo ya no está al resolverse, el hechizo deja de ser un hechizo de criatura mutante y se "
            "resuelve como un hechizo de criatura normal: entra al campo de batalla por su cuenta."
        ),
        "mutate.all_cards": (
            "Todas las cartas de la criatura mutada van juntas al cementerio de su propietario (las fichas dejan de "
            "existir): el efecto que la mueve encuentra todos los objetos que la componían."
        ),
        "mutate.all_to_hand": (
            "Todas sus cartas vuelven a la mano de su propietario: cuando un permanente fusionado deja el campo de "
            "batalla, cada carta que lo representa va a esa zona (una ficha deja de existir)."
        ),
        "mutate.no_etb": (
            "Un hechizo de criatura que muta no entra al campo de batalla: se fusiona con la criatura, que no se "
            "considera recién entrada, así que sus habilidades de «entra al campo de batalla» no se disparan de nuevo; "
            "solo las de «siempre que esta criatura mute»."
        ),
        "zero_power.none": (
            "Una criatura con 0 de fuerza no asigna daño de combate: las que asignarían 0 o menos no asignan daño de "
            "combate en absoluto, así que tampoco funcionan su toque mortal ni su vínculo vital."
        ),
        "targets.swept_exiled": (
            "Hace {n} de daño a {name}, que es letal, y {spell} exilia en su lugar a una criatura que fuera a morir "
            "este turno: {name} queda exiliada."
        ),
        "targets.swept_dies": "Hace {n} de daño a {name}, que es letal: {name} muere.",
        "attack_count.total": (
            "{n}: la habilidad de {card} se dispara una vez por cada criatura que ataca, así que {attackers} atacantes "
            "dan {attackers} disparos de {per} de daño cada uno."
        ),
        "owner.trigger_theirs": (
            "tu rival: controlaba {card} cuando murió, así que controla su habilidad disparada; aun así, esa "
            "habilidad la devuelve al campo de batalla bajo el control de su propietario: tú."
        ),
        "owner.trigger_yours": (
            "tú: controlabas {card} cuando murió, así que controlas su habilidad disparada; aun así, esa habilidad la "
            "devuelve al campo de batalla bajo el control de su propietario: tu rival."
        ),
        "owner.returned_targets_mine": (
            "tú, su propietario: {card} vuelve bajo el control de su propietario, así que su habilidad disparada al "
            "entrar la controlas tú y eliges el objetivo."
        ),
        "owner.returned_targets": (
            "su propietario (tu rival): {card} vuelve bajo el control de su propietario, así que su habilidad "
            "disparada al entrar la controla su propietario, que elige el objetivo."
        ),
        "owner.returns": (
            "su propietario: {card} vuelve al campo de batalla bajo el control de su propietario como un objeto "
            "nuevo, así que el efecto que daba su control a otro jugador ya no se aplica."
        ),
        "not_cast.if_cast": (
            "la habilidad de {card} al entrar dice «si lo lanzaste» (texto oficial en inglés: “if you cast it”), una "
            "condición que se comprueba al entrar, y {how} lo pone en el campo de batalla sin lanzarlo: la habilidad no "
            "se dispara."
        ),
        "not_cast.no_trigger": (
            "la habilidad «cuando lances este hechizo» de {card} solo se dispara cuando {card} se lanza, y {how} lo "
            "pone en el campo de batalla sin lanzarlo: la habilidad nunca se dispara."
        ),
        "not_cast.that_way": "eso",
        "multi.split_attack": (
            "Cada criatura atacante puede atacar a un oponente distinto: la partida multijugador por defecto de "
            "Commander usa la opción de atacar a varios jugadores, así que al declarar cada atacante eliges a qué "
            "jugador (o a cuál de sus planeswalkers o batallas) ataca."
        ),
        "multi.turn_goes_on": (
            "El turno no se acaba ahí: si un jugador abandona la partida durante su propio turno, ese turno continúa "
            "hasta completarse sin jugador activo."
        ),
        "protection.player_attacked": (
            "{card} te da protección, y la protección no impide que te ataquen: las criaturas pueden atacarte, pero se previene el "
            "daño que sus fuentes te harían."
        ),
        "shuffled.instead": (
            "{card} se baraja en la biblioteca de su propietario en vez de ir al cementerio: su propio efecto de "
            "reemplazo sustituye ese viaje, así que nunca llega al cementerio y no muere."
        ),
        "blocked.stays": (
            "Una criatura atacante que fue bloqueada sigue bloqueada aunque sus bloqueadoras salgan del combate; si no "
            "queda ninguna no hace daño de combate, salvo que tenga arrollar."
        ),
        "goad.not_goader": (
            "No mientras pueda atacar a otro jugador: una criatura incitada ataca en cada combate si puede, y debe "
            "atacar a un jugador distinto del que la incitó si puede."
        ),
        "goad.only_goader": (
            "En una partida de dos jugadores quien la incitó es el único jugador al que puede atacar: debe atacar en "
            "cada combate si puede, y atacar a otro jugador solo se exige si se puede."
        ),
        "goad.must_attack": "Una criatura incitada debe atacar en cada combate si puede: no puede quedarse sin atacar.",
        "goad.can_block": "Incitar solo la obliga a atacar: una criatura incitada puede bloquear con normalidad.",
        "trigger_controller.stolen": (
            "tú: controlabas {card} cuando se disparó su habilidad, así que controlas esa habilidad disparada y el "
            "«tú» de su texto eres tú, no su propietario."
        ),
        "trigger_controller.mine": (
            "tú: la habilidad disparada de {card} la controla el jugador que controlaba {card} cuando se disparó, y el "
            "«tú» de su texto es ese jugador, lance quien lance el hechizo que la disparó."
        ),
        "trigger_controller.your_graveyard": (
            "de tu propio cementerio: el «tu» del texto de {card} es su controlador, y ahora lo controlas tú, así que "
            "regresa una carta de criatura de tu cementerio."
        ),
        "trigger_controller.stays_who": "tu oponente.",
        "trigger_controller.stays": (
            "Una habilidad disparada en la pila la controla el jugador que controlaba su fuente cuando se disparó; "
            "ganar el control de la criatura después no cambia quién controla la habilidad que ya está en la pila."
        ),
        "trigger_controller.theirs": (
            "tu oponente: la habilidad disparada de {card} la controla el jugador que controlaba {card} cuando se "
            "disparó, y el «tú» de su texto es ese jugador."
        ),
        "sickness.no_tap_cost": (
            "El mareo de invocación solo impide atacar y las habilidades con {{T}} o {{Q}} en su coste, y ninguna "
            "habilidad de {name} lo tiene: se puede activar enseguida."
        ),
        "sickness.walker_used": "Solo se puede activar una habilidad de lealtad de {card} por turno, y ya se activó una este turno.",
        "sickness.walker_once": "Solo se puede activar una habilidad de lealtad de {card} por turno, y ya se activó una este turno: que la contrarrestaran no cambia eso, porque ya se activó.",
        "sickness.walker": "El mareo de invocación solo impide a las criaturas atacar y usar habilidades con {{T}}; {card} puede activar una habilidad de lealtad el mismo turno en que llega bajo tu control: una vez ese turno, en tu fase principal con la pila vacía.",
        "sickness.can_block": (
            "Puede bloquear: la regla de la criatura que llegó a tu control este turno («mareo de invocación») solo le "
            "impide atacar y activar habilidades con {{T}} o {{Q}} en su coste; bloquear no está limitado."
        ),
        "cleanup.damage_wears_off": (
            "El daño no pasa al turno siguiente: en el paso de limpieza de cada turno se quita todo el daño marcado "
            "en los permanentes, a la vez que terminan los efectos de «hasta el final del turno»."
        ),
        "evasion.type_plains": "Llanura",
        "evasion.type_island": "Isla",
        "evasion.type_swamp": "Pantano",
        "evasion.type_mountain": "Montaña",
        "evasion.type_forest": "Bosque",
        "evasion.landwalk": (
            "{attacker} no puede ser bloqueada mientras el jugador defensor controle una tierra del tipo {type}, y "
            "{land} lo es."
        ),
        "evasion.fear_can": (
            "{blocker} puede bloquear a {attacker}: el miedo solo deja bloquear a criaturas artefacto y/o negras, y "
            "{blocker} lo es."
        ),
        "evasion.fear_cant": (
            "{blocker} no puede bloquear a {attacker}: una criatura con miedo solo puede ser bloqueada por criaturas "
            "artefacto y/o negras."
        ),
        "evasion.intimidate_can": (
            "{blocker} puede bloquear a {attacker}: la intimidación deja bloquear a criaturas artefacto y a las que "
            "comparten un color con ella."
        ),
        "evasion.intimidate_cant": (
            "{blocker} no puede bloquear a {attacker}: con intimidación solo pueden bloquearla criaturas artefacto "
            "y/o que compartan un color con ella."
        ),
        "affinity.cost_taxed": (
            "{total} de maná ({cost}): primero {tax} hace que {card} ({printed}) cueste {{{more}}} más, después afinidad quita {{1}} por "
            "cada uno de los {n} artefactos, y la reducción solo quita maná genérico."
        ),
        "affinity.cost": (
            "{total} de maná ({cost}): {card} ({printed}) cuesta {{1}} menos por cada artefacto que controlas, y la reducción solo quita "
            "maná genérico, así que con {n} artefactos pagas {cost}."
        ),
        "command.exiled_first": (
            "El comandante no muere: exiliado, nunca fue del campo de batalla a un cementerio, y pasarlo luego a la "
            "zona de mando no cambia eso, así que las habilidades de «morir» no se disparan."
        ),
        "command.died_first": (
            "El comandante muere: va primero al cementerio, y solo después su propietario puede moverlo a la zona "
            "de mando como acción basada en el estado, así que las habilidades de «cuando muere» se disparan."
        ),
        "leaves.owned": (
            "Sale de la partida con su propietario: cuando un jugador deja la partida, todos los objetos que posee la "
            "dejan también, aunque los controle otro jugador."
        ),
        "leaves.ability": (
            "Esa habilidad deja de existir: cuando un jugador abandona la partida, los objetos que controlaba en la "
            "pila que no son cartas, como sus habilidades disparadas, dejan de existir, así que nunca se resuelve."
        ),
        "leaves.spell": (
            "Ese hechizo deja la partida con su propietario: cuando un jugador deja la partida, todos los objetos que "
            "posee la dejan también, también los que están en la pila, así que nunca se resuelve."
        ),
        "deck.commander_size": "100 cartas exactas, el comandante incluido: en Commander el mínimo y el máximo son 100.",
        "deck.commander_copies": (
            "Una sola copia: salvo las tierras básicas, cada carta de un mazo de Commander debe tener un nombre "
            "distinto."
        ),
        "deck.constructed_copies": (
            "Cuatro como máximo: un mazo construido puede llevar cualquier número de tierras básicas, pero no más de "
            "cuatro copias de cualquier otra carta con el mismo nombre."
        ),
        "deck.constructed_size": (
            "60 cartas como mínimo: en construido un mazo tiene un tamaño mínimo de 60 cartas (sin máximo)."
        ),
        "deck.limited_size": "40 cartas como mínimo: en limitado el tamaño mínimo del mazo es 40 cartas.",
        "face_down.not_theirs": (
            "Solo puedes mirar las cartas boca abajo que controlas tú: no puedes mirar los hechizos ni los permanentes "
            "boca abajo que controla otro jugador."
        ),
        "face_down.own": "Puedes mirar en cualquier momento un hechizo o un permanente boca abajo que controlas.",
        "face_down.cost": (
            "3 de maná genérico ({{3}}): lanzas la carta boca abajo como una criatura 2/2 sin texto, nombre, "
            "subtipos ni coste de maná, pagando {{3}} en lugar de su coste de maná (voltearla boca arriba después "
            "cuesta su coste de metamorfosis)."
        ),
        "face_down.revealed": (
            "Hay que mostrarla: si un permanente boca abajo deja el campo de batalla, su propietario debe revelarlo."
        ),
        "free_x.zero": (
            "Lanzado sin pagar su coste de maná, la X de {card} solo puede ser 0: no puedes elegir otro valor, así "
            "que X vale 0 para todo lo que hace el hechizo."
        ),
        "tax.countered": (
            "Se lanzó desde la zona de mando aunque se contrarrestara: el impuesto cuenta cada vez anterior que lo "
            "lanzaste desde allí, no si se resolvió, así que el próximo lanzamiento desde la zona de mando cuesta {{2}} más."
        ),
        "tax.partners": (
            "Cada comandante tiene su propio impuesto: el {{2}} se suma por cada vez anterior que se lanzó ese mismo "
            "comandante desde la zona de mando, así que los lanzamientos del otro compañero no cuentan."
        ),
        "tax.from_hand": (
            "El impuesto de comandante solo se aplica al lanzarlo desde la zona de mando; lanzado desde tu mano cuesta "
            "su coste normal (y ese lanzamiento no cuenta para el impuesto)."
        ),
        "cmd_damage.combat_only": (
            "Solo cuenta el daño de combate: un jugador pierde con 21 o más de daño de combate del mismo comandante; "
            "el daño que no es de combate le quita vida, pero no suma para los 21."
        ),
        "cmd_damage.not_combat": (
            "Solo cuenta para los 21 el daño de combate que hace un comandante; el daño que hace {spell} es daño de "
            "ese hechizo, no daño de combate del comandante."
        ),
        "cmd_damage.alive": (
            "El daño de comandante se cuenta por comandante: un jugador pierde solo con 21 o más de daño de combate "
            "del mismo comandante, y aquí lo máximo de uno es {n} (los {total} en total no se suman entre comandantes)."
        ),
        "cmd_damage.alive_one": (
            "Un jugador pierde solo con 21 o más de daño de combate del mismo comandante, y aquí son {n}."
        ),
        "cmd_damage.exalted": "{card} ataca sola: exaltado le da +1/+1 por cada instancia ({n}), así que su fuerza es {power}.",
        "cmd_damage.adds": (
            "{card} ya le había hecho {before} de daño de combate a ese jugador, y al pegarle sin bloquear suma su "
            "fuerza, {power}: {n} en total del mismo comandante."
        ),
        "cmd_damage.prevented": (
            "Ese daño se previene, y el daño prevenido nunca se hace, así que no suma nada al daño de comandante que "
            "ha recibido ese jugador."
        ),
        "cmd_damage.copy": (
            "Ser comandante es un atributo de la propia carta, no una característica que una copia pueda copiar, así "
            "que la copia no es un comandante y su daño de combate no es daño de comandante."
        ),
        "cmd_damage.loses": (
            "{n} de daño de combate del mismo comandante son 21 o más, así que ese jugador pierde la partida como "
            "acción basada en estado, tenga la vida que tenga."
        ),
        "extra.cards": "{n} cartas en total:",
        "cant_enter.libraries": (
            "{cage} dice que las cartas de criatura de las bibliotecas no pueden entrar al campo de batalla, y ese «no "
            "puede» prevalece sobre lo que {card} manda poner en el campo de batalla: se quedan donde están."
        ),
        "cant_enter.graveyards": (
            "{cage} dice que las cartas de criatura de los cementerios no pueden entrar al campo de batalla, y ese «no "
            "puede» prevalece sobre lo que {card} manda poner en el campo de batalla: se quedan donde están."
        ),
        "mutate.own_only": (
            "Un hechizo que muta solo puede tener como objetivo una criatura no Humana con el mismo propietario que el "
            "hechizo: una tuya, no una de tu rival."
        ),
        "adventure.countered": (
            "{spell} contrarrestado va al cementerio de su propietario: solo una Aventura que se resuelve se exilia con "
            "permiso para lanzar {card} después, así que ya no puedes lanzarlo desde el exilio."
        ),
        "extra.not_yours": "Esa vida la gana tu rival, que controla {trigger}, no tú.",
        "extra.life": "En total son {n} vidas.",
        "count.exiled": (
            "Ninguna (0): las criaturas exiliadas no van al cementerio desde el campo de batalla, así que ninguna "
            "muere y {card} nunca se dispara."
        ),
        "must_target.dies": "Se hace {n} de daño a sí misma, que es letal: {card} muere.",
        "must_target.itself": (
            "La habilidad de entrar de {card} es obligatoria y necesita una criatura objetivo al ponerse en la pila; "
            "si no hay otra criatura en el campo de batalla, {card} es el único objetivo legal, así que tiene que "
            "hacerse objetivo a sí misma."
        ),
        "must_target.none": (
            "La habilidad de entrar de {card} no puede hacer objetivo a {card}, y sin otra criatura no hay ningún "
            "objetivo legal: la habilidad se quita de la pila y no hace nada."
        ),
        "blink.who_you": "Tú:",
        "blink.who_owner": "Su propietario:",
        "blink.kept": (
            "{blink} la exilia y la devuelve bajo tu control como un objeto nuevo: el efecto de control de {thief} "
            "era del objeto anterior, así que te la quedas para siempre."
        ),
        "blink.to_owner": (
            "{blink} la devuelve al campo de batalla bajo el control de su propietario, como un objeto nuevo al que "
            "el efecto de {thief} ya no afecta: vuelve a tu rival."
        ),
        "blink.the_creature": "la criatura",
        "blink.out_of_combat": (
            "Al dejar el campo de batalla la criatura se retira del combate, y vuelve como un objeto nuevo que no está "
            "atacando ni bloqueando, así que no hace daño de combate en este combate."
        ),
        "blink.aura": (
            "La criatura vuelve como un objeto nuevo, así que {aura} no está anexada a nada y va al cementerio de su "
            "propietario como acción basada en estado; no la sigue de vuelta."
        ),
        "blink.no_sacrifice": (
            "Al parpadear, {card} volvió como un objeto nuevo sin relación con el que {source} puso en el campo de "
            "batalla, así que la habilidad retrasada de {source} no tiene nada que sacrificar en el paso final."
        ),
        "blink.no_exile": (
            "Al parpadear, {card} volvió como un objeto nuevo sin relación con el que {source} puso en el campo de "
            "batalla, así que la habilidad retrasada de {source} no tiene nada que exiliar en el paso final."
        ),
        "proliferate.poison": (
            "Proliferar le da a ese jugador otro contador de veneno: pasa de {had} a {n}, y con diez o más pierde la "
            "partida como acción basada en estado."
        ),
        "proliferate.choose": (
            "Proliferar te deja elegir cualquier número de los permanentes y jugadores que tienen un contador, y solo "
            "los elegidos reciben un contador más de cada tipo que ya tienen, así que puedes dejar fuera a cualquiera."
        ),
        "timing.land_played": (
            "Jugar {card} es una acción especial, no lanzar un hechizo: la tierra no va a la pila, así que no se puede "
            "contrarrestar ni responder a ello."
        ),
        "timing.land_trigger": (
            "No al hecho de jugar la tierra, que no usa la pila, pero sí a la habilidad que se dispara cuando {card} "
            "entra: va a la pila, así que puedes responder a ella antes de que se resuelva."
        ),
        "timing.uses_stack": (
            "Una habilidad disparada va a la pila la próxima vez que un jugador fuera a recibir la prioridad, y solo se "
            "resuelve cuando todos los jugadores pasan, así que se puede responder a ella como a un hechizo."
        ),
        "timing.hold_priority": (
            "Quien lanza un hechizo o activa una habilidad recibe la prioridad de nuevo después, así que puedes "
            "lanzar otro antes de que tu oponente reciba la prioridad (mantener la prioridad)."
        ),
        "timing.held_since": (
            "Tomaste {name} durante el turno de otro jugador, así que al empezar tu turno ya lo controlas de forma "
            "continua: en tu turno puede atacar y usar habilidades con {{T}} en el coste."
        ),
        "timing.summoning_sick": (
            "{name} está bajo tu control desde este turno, así que no puede atacar ni usar habilidades con {{T}} en "
            "el coste (incluidas las de maná) hasta tu próximo turno, salvo que tenga prisa."
        ),
        "timing.stolen_haste": "{name} puede atacar y girarse este turno: {card} le da prisa.",
        "timing.the_creature": "La criatura",
        "graveyard.choice": (
            "Dos efectos de reemplazo quieren reemplazar el mismo evento ({effects}). {who} elige cuál se aplica; "
            "el otro ya no se aplica, porque la carta ya no va al cementerio."
        ),
        "graveyard.owner": "El controlador de la carta afectada (su propietario, si no está en el campo de batalla)",
        "graveyard.owner_theirs": "Tu oponente, como controlador o propietario de la carta afectada,",
        "graveyard.not_necessarily": "No necesariamente.",
        "graveyard.step_both": "{n} efectos de reemplazo se aplican al mismo evento: el controlador o propietario del objeto afectado elige uno.",
        "graveyard.step_other": "El elegido reemplaza el evento; el evento reemplazado nunca ocurre, así que el otro no tiene nada que reemplazar.",
        "player.poison": (
            "{name} tiene infectar, así que sus {n} de daño de combate al jugador le dan {n} contadores de veneno en "
            "lugar de hacerle perder vida (su total de vida no cambia)."
        ),
        "player.poison_no_life": "0 vidas:",
        "player.poison_total": "En total son {n} contadores de veneno; un jugador con diez o más pierde la partida.",
        "player.poison_loses": "Con diez o más contadores de veneno, ese jugador pierde la partida.",
        "player.step_doubled": "{card} lo duplica: {n} de daño.",
        "player.hit_triggers_2": (
            "{card} se dispara en cada uno de los dos pasos de daño de combate, porque en los dos hace daño de combate "
            "al jugador, y cada disparo le hace {n} más: {total} de daño en total."
        ),
        "player.hit_triggers_1": "{card} se dispara una vez y le hace {n} más: {total} de daño en total.",
        "player.deals": "{name} no está bloqueada, así que hace {n} de daño de combate al jugador defensor.",
        "player.deals_twice": (
            "{name} no está bloqueada y tiene dañar dos veces, así que hace {n} de daño de combate al jugador defensor "
            "({each} en cada paso de daño de combate)."
        ),
        "player.fogged": "{card} previene todo el daño de combate que se fuera a hacer este turno, así que las criaturas atacantes no te hacen ninguno.",
        "player.prevented": "{card} previene todo el daño de combate de este turno: {name} hace 0 de daño al jugador.",
        "player.life": "Con vínculo vital, su controlador gana {n} vidas.",
        "player.step_unblocked": "Una criatura no bloqueada asigna su daño de combate, {n} (su fuerza), al jugador al que ataca.",
        "player.step_exalted": "{name} ataca sola, así que cada exaltado le da +1/+1: +{n}/+{n}.",
        "player.the_attacker": "la criatura atacante",
        "player.walker_no_excess": (
            "Todo el daño de combate de {name} va al planeswalker atacado y nada al jugador: sin arrollar sobre "
            "planeswalkers, una criatura que ataca a un planeswalker no puede asignar daño de combate al jugador "
            "defensor, aunque supere la lealtad del planeswalker."
        ),
        "player.step_double": "{name} tiene dañar dos veces: hace daño de combate en los dos pasos de daño de combate.",
        "player.step_pump_between": (
            "El aumento llega después del paso de daño de dañar primero: {first} de daño en ese paso y {second} en el "
            "normal."
        ),
        "prevention.too_late": (
            "{card} llega tarde: la prevención solo actúa sobre daño que aún no se ha hecho, y el daño de combate ya "
            "se hizo (con lo que causó, como la muerte por toque mortal)."
        ),
        "prevention.unpreventable": (
            "{card} hace que ese daño no pueda prevenirse, así que {shield} no lo detiene: el daño se hace."
        ),
        "prevention.no_life": "No ganas vida (0): {finding}",
        "prevention.never_lifelink": (
            "{card} previene ese daño, así que nunca se hace, y el vínculo vital solo da vida por el daño hecho: no "
            "ganas vida."
        ),
        "prevention.deathtouch_rest": (
            "{shield} previene solo {n} del daño de {source}; los otros {rest} se hacen, y cualquier daño de una fuente "
            "con toque mortal es letal, así que la criatura se destruye como acción basada en estado."
        ),
        "prevention.survives": "Nada: sobrevive. {finding}",
        "prevention.never_deathtouch": (
            "{card} previene ese daño, así que nunca se hace, y el toque mortal solo destruye a una criatura que "
            "recibió daño: no se destruye."
        ),
        "prevention.step_prevented": "{card} previene el daño: el daño prevenido nunca ocurre.",
        "prevention.said_prevented": "El daño prevenido nunca se hace.",
        "prevention.step_lifelink": "El vínculo vital hace ganar tanta vida como el daño hecho; no se hizo ninguno.",
        "prevention.step_deathtouch": "El toque mortal destruye a una criatura a la que hizo daño; no se hizo ninguno.",
        "prevention.never_trigger": (
            "{card} previene ese daño, así que nunca se hace, y la habilidad de {source} solo se dispara cuando hace "
            "daño: no se dispara."
        ),
        "prevention.step_trigger": "Una habilidad que se dispara cuando se hace daño no se dispara si se previene todo ese daño.",
        "prevention.the_fog": "el efecto de niebla",
        "prevention.the_burn": "ese hechizo",
        "prevention.combat_only": (
            "{card} previene solo el daño de combate; {source} hace su daño como efecto de un hechizo, que no es "
            "daño de combate, así que se hace normalmente."
        ),
        "prevention.step_combat": "{card} solo se aplica al daño de combate: el que hacen las criaturas atacantes y bloqueadoras en el paso de daño de combate.",
        "prevention.step_spell": "El daño de {source} es el efecto de un hechizo, no daño de combate.",
        "prevention.next_time_double": (
            "El escudo de {card} previene solo la próxima vez que la fuente elegida fuera a hacer daño: detiene el "
            "daño de golpe primero de {source}, y el segundo golpe, en el paso de daño de combate normal, se hace "
            "normalmente salvo que actives {card} otra vez."
        ),
        "prevention.next_time_amount": "Recibes {n} de daño.",
        "prevention.next_time_second": (
            "El escudo de {card} previene solo la próxima vez que la fuente elegida fuera a hacer daño, una vez: una "
            "segunda fuente (o un segundo daño) no se previene; activa {card} otra vez, una por cada una."
        ),
        "prevention.step_next_time": "Una activación de {card} previene un solo daño de la fuente elegida; los siguientes se hacen normalmente.",
        "prevention.step_again": "Para prevenir más, activa {card} otra vez y elige la fuente cada vez.",
        "protection.unpreventable": (
            "{card} hizo que el daño no pueda prevenirse este turno, así que la protección contra el {color} no "
            "previene el daño de {source}: la criatura lo recibe igual."
        ),
        "protection.prevents": (
            "{name} no recibe daño de {source}: la protección contra el {color} previene todo el daño que le harían "
            "las fuentes de ese color, con objetivo o sin él."
        ),
        "protection.too_late": (
            "Ya es tarde: {card} solo puede prevenir daño que aún no se ha hecho; los efectos de prevención vigilan "
            "el daño que se va a hacer, así que debe estar antes (por ejemplo, lanzado en respuesta)."
        ),
        "repl.result_counters_none": (
            "No recibe ningún contador (0): si no se pone ningún contador no hay evento que los efectos de reemplazo "
            "puedan modificar, así que una criatura 0/0 va al cementerio."
        ),
        "color.white": "blanco",
        "color.blue": "azul",
        "color.black": "negro",
        "color.red": "rojo",
        "color.green": "verde",
        "objects.owners_graveyard": "Va al cementerio de su propietario, sea quien sea quien la controlaba: una carta siempre va al cementerio, mano o biblioteca de su propietario.",
        "objects.owners_hand": "Va a la mano de su propietario, sea quien sea quien la controlaba: una carta siempre va al cementerio, mano o biblioteca de su propietario.",
        "objects.owners_library": "Va a la biblioteca de su propietario, sea quien sea quien la controlaba: una carta siempre va al cementerio, mano o biblioteca de su propietario.",
        "objects.leaves_trigger_yours": (
            "Tú: la habilidad de dejar el campo de batalla de {card} la controla quien la controlaba cuando lo dejó "
            "—tú, que la robaste—, así que te quedas con {made}."
        ),
        "objects.dies_trigger_yours": (
            "Tú: la habilidad de morir de {card} la controla quien controlaba la criatura al morir —tú, que la "
            "robaste—, así que te quedas con {made}."
        ),
        "objects.copy_printed": (
            "{card} copia solo los valores copiables (la carta impresa, modificada por otros efectos de copia); los "
            "efectos que la potencian, los contadores, las Auras y el estado no se copian."
        ),
        "timing.priority_active": "El jugador activo (el del turno) recibe la prioridad después de que se resuelva un hechizo o habilidad.",
        "timing.priority_you": "Tú: el jugador activo (tú, en tu turno) recibe la prioridad después de que se resuelva un hechizo o habilidad.",
        "timing.mana_while_casting": (
            "Al lanzar un hechizo, una vez determinado el coste total, tienes ocasión de activar habilidades de maná "
            "antes de pagar, así que puedes girarla para maná en ese momento."
        ),
        "legend.rule_off": "{card} dice que la regla de leyendas no se aplica: conservas ambos.",
        "legend.copy_not_legendary": "La copia que hace {card} no es legendaria, así que la regla de leyendas no se aplica: conservas ambos.",
        "legend.copy_other_name": (
            "{card} lo copia salvo que su nombre es {card}, así que las dos leyendas tienen nombres distintos y la "
            "regla de leyendas no se aplica: conservas ambos."
        ),
        "combat.trample_unnamed_walker": (
            "Como máximo {n} de daño pasa, y va al planeswalker atacado, no al jugador: {name} debe asignar primero "
            "daño letal a sus bloqueadoras ({split}) y solo el exceso va al planeswalker."
        ),
        "combat.trample_walker": (
            "Como máximo {n} de daño pasa, y va a {walker} (el planeswalker atacado), no al jugador: {name} debe "
            "asignar primero daño letal a sus bloqueadoras ({split}) y solo el exceso va a {walker}."
        ),
        "combat.deathtouch_split": (
            "{name} puede asignar 1 de daño a cada bloqueadora: con toque mortal, 1 de daño destruye a una criatura, "
            "así que su fuerza {power} mata a {n} ({names})."
        ),
        "combat.step_deathtouch": "Cualquier daño de una fuente con toque mortal destruye a la criatura que lo recibe.",
        "combat.step_excess_any": "Cuando todas las bloqueadoras tienen daño letal asignado, el resto puede asignarse al jugador.",
        "combat.double_trample": (
            "Al jugador le llegan {n} de daño en total: {name} tiene dañar dos veces y arrollar, así que el exceso "
            "sobre el daño letal a sus bloqueadoras ({first}) pasa al jugador en el paso de dañar primero y, muertas "
            "sus bloqueadoras, los {power} van al jugador en el segundo paso."
        ),
        "combat.double_trample_none": (
            "Al jugador no le llega daño: los {power} de daño de {name} deben ir a {blocker} en el paso de dañar "
            "primero, y en el segundo paso el daño letal a {blocker} aún es {left}, más que {power}."
        ),
        "combat.double_trample_survivor": (
            "Al jugador le llegan {n} de daño en total: en el paso de dañar primero los {power} de daño de {name} "
            "deben ir a {blocker}, que sobrevive; ese daño sigue marcado, así que en el segundo paso el daño letal a "
            "{blocker} es solo {left} y el resto de los {power} pasa al jugador."
        ),
        "combat.step_double_second": "Segundo paso de daño de combate: ya no hay criaturas bloqueando a {name}, así que sus {n} de daño se asignan al jugador.",
        "combat.divide": "{name} reparte sus {power} de daño de combate entre las criaturas que la bloquean como elija su controlador.",
        "combat.divide_too_much": "{name} solo tiene fuerza {power} para repartir entre las criaturas que la bloquean, no {n}.",
        # --- cards as evidence, superseded rulings, HTTP errors (branch evidence) ---
        "cards.heading": "Las cartas: texto Oracle y resoluciones (texto oficial en inglés)",
        "cards.oracle": "Texto Oracle de {card}",
        "cards.ruling": "Resolución del {date}",
        "superseded.wording": (
            "Redacción antigua: esta resolución dice «{term}», que las Reglas Completas actuales han sustituido "
            "({source}: “{quote}”). Donde difieran, mandan las Reglas Completas."
        ),
        "superseded.rules": (
            "Esta resolución es anterior a un cambio de reglas: se apoya en «{term}» ({source}: “{quote}”). "
            "Mandan las Reglas Completas actuales."
        ),
        "superseded.glossary": "glosario de las Reglas Completas, «{entry}»",
        "superseded.rule": "regla {rule}",
        "error.empty": "{field}: no puede estar vacío ni contener solo espacios",
        "error.control": "{field}: no puede contener caracteres de control",
        "error.too_long": "{field}: demasiado largo ({n} caracteres; el límite es {limit})",
        "error.timeout": "la {what} tardó más de {s} s; inténtalo de nuevo",
        "error.history_turns": "history: demasiados turnos ({n}; el límite es {limit})",
        "error.history_empty": "history: el turno {n} tiene la pregunta vacía",
        "error.history_control": "history: el turno {n} contiene caracteres de control",
        "error.history_long": "history: demasiado largo ({n} caracteres; el límite es {limit})",
        "error.body_large": "el cuerpo de la petición es demasiado grande (límite: {n} bytes)",
        "error.rate_limited": "demasiadas peticiones; vuelve a intentarlo en {s} s",
        "error.not_json": "el cuerpo de la petición no es JSON válido",
        "error.unknown_query": "parámetros de consulta desconocidos: {names}",
        "error.rule_id": "no es un número de regla: {value} (por ejemplo 608, 608.2 o 608.2b)",
        "error.no_rule": "la regla {rule} no está en las Reglas Completas del {date}",
        "error.no_term": "no hay ningún término del glosario {term}; prueba GET /v1/glossary?q=",
        "error.no_card_data": "no hay ninguna carta llamada {name}: no hay datos de cartas cargados (judge ingest --cards ARCHIVO)",
        "error.no_card_dated": "no hay ninguna carta llamada {name} en los datos de cartas del {date}",
        "error.card_name_long": "un nombre de carta tiene como máximo {n} caracteres",
        "error.card_name": "no es un nombre de carta: escribe letras o dígitos, sin caracteres de control",
        "error.not_found": "No encontrado",
        "error.method": "Método no permitido",
        "error.not_ready": "el índice de reglas aún no está cargado",
        "error.internal": "error interno; la petición quedó registrada",
        "error.invalid": "valor no válido",
        "error.missing": "falta este campo",
        "error.extra": "campo desconocido",
        "error.one_of": "debe ser {expected}",
        "error.what.answer": "respuesta",
        "error.what.search": "búsqueda",
        "cli.citations": "Citas (verificadas)",
        "cli.kind_oracle": "texto Oracle",
        "cli.kind_ruling": "resolución",
        "cli.kind_rule": "regla",
        "cli.kind_glossary": "glosario",
        "cli.follow_up": "pregunta de seguimiento, entendida como: {question}",
        "cli.cards": "cartas: {cards}",
        "cli.no_llm": "sin LLM: {reason}",
        "cli.trailer": "[{composer}, RC {version}, {ms} ms{note}]",
        "cli.composer_extractive": "extractiva",
        "cli.composer_llm": "LLM",
        "error.admin_disabled": "la API de administración está desactivada (define JUDGE_ADMIN_API_KEY)",
        "error.mcp_no_key": "falta la clave (Authorization: Bearer JUDGE_MCP_API_KEY)",
        "error.mcp_wrong_key": "clave MCP incorrecta",
        "error.mcp_starting": "el punto de acceso MCP aún no está en marcha",
        "error.admin_no_key": "falta la cabecera X-API-Key",
        "error.admin_wrong_key": "clave de administración incorrecta",
        "error.index_rejected": "índice rechazado; se sigue sirviendo el anterior: {reason}",
        "source_gone.duration_over": (
            "La habilidad se resuelve igualmente, pero su efecto dura solo mientras {source} permanezca en el campo de "
            "batalla; {source} ya no estaba cuando se resolvió, así que esa duración ya terminó y el efecto no hace "
            "nada."
        ),
        "source_gone.resolves": (
            "La habilidad de {source} se resuelve igualmente: una vez activada o disparada, existe en la pila "
            "independientemente de {source}, así que quitar {source} no la detiene."
        ),
        "source_gone.deals": "Sigue haciendo {n} de daño.",
        "source_gone.step_stack": "La habilidad de {source} ya estaba en la pila antes de que {source} se fuera.",
        "source_gone.step_removed": (
            "Quitar {source} después no afecta a la habilidad: se resuelve con normalidad, usando la última "
            "información conocida de {source} cuando la necesita."
        ),
        "copies.granted": "La copia tiene {keyword}: el texto Oracle de {copier} se lo da a la copia que crea.",
        "copies.copied": "La copia tiene {keyword}: copia el texto de reglas impreso de {card}, que lo incluye.",
        "copies.step_values": (
            "Una copia obtiene los valores copiables impresos en {card}: nombre, tipos, texto de reglas, fuerza y "
            "resistencia; no sus contadores, Auras ni otros efectos."
        ),
        "copies.step_exception": "{copier} añade una excepción a la copia: tiene {keyword}.",
        "copies.through": (
            "Tu {copier} se convierte en una copia de {card}: el efecto de copia de la criatura que copias forma parte "
            "de sus valores copiables, así que una copia de ella es una copia de {card}."
        ),
        "copies.etb": "{copier} entra ya como copia de {card}, así que tiene su habilidad de entrar y se dispara (texto oficial en inglés): “{effect}”",
        "copies.the_token_copy": "la ficha copia",
        "copies.no_tokens": "Su habilidad de morir cuenta los contadores +1/+1 que tenía la copia: ninguno, así que no hay fichas.",
        "copies.dies_zero": "Con resistencia 0 (los contadores no se copian, y una X de su coste vale 0), {copier} va al cementerio de su propietario en cuanto entra.",
        "copies.size_enters_with": (
            "La copia es {p}/{t}: copia la fuerza y la resistencia impresas de {card}, no sus contadores, pero el "
            "«entra con {count} contadores +1/+1» copiado se aplica al entrar, así que recibe esos {count}."
        ),
        "copies.size": (
            "La copia es {p}/{t}: copia la fuerza y la resistencia impresas de {card}, no los contadores ni otros "
            "efectos que tenga {card}."
        ),
        "copies.size_kept": (
            "Es un {card} {p}/{t}: toma la fuerza y la resistencia impresas de {card}, y los contadores que ya tenía "
            "({n}) se quedan y siguen sumando."
        ),
        "copies.size_counter": (
            "La copia es {p}/{t}: la fuerza y la resistencia impresas de {card} más el contador +1/+1 que le da "
            "{copier}; los contadores y otros efectos de {card} no se copian."
        ),
        "keyword.haste": "prisa",
        "keyword.flying": "volar",
        "keyword.flash": "destello",
        "keyword.trample": "arrollar",
        "keyword.vigilance": "vigilancia",
        "keyword.lifelink": "vínculo vital",
        "keyword.deathtouch": "toque mortal",
        "keyword.first strike": "dañar primero",
        "keyword.double strike": "dañar dos veces",
        "keyword.hexproof": "antimaleficio",
        "keyword.reach": "alcance",
        "keyword.menace": "amenaza",
        "keyword.indestructible": "indestructible",
        "keyword.flashback": "retrospectiva",
        "keyword.jump-start": "impulso",
        "parts.next": "En cuanto a “{part}”: {verdict}",
        "control.aura_gone": (
            "La criatura vuelve al jugador que la controlaba antes (normalmente su propietario): el efecto de control de {card} solo se aplica "
            "mientras {card} está en el campo de batalla, así que termina cuando {card} sale."
        ),
        "control.aura_again": (
            "La controla {who}: el control de {card} termina en el paso de limpieza, y entonces solo queda el efecto de "
            "control de {aura}, que sigue en el campo de batalla."
        ),
        "control.aura_controller": "el controlador de {aura}",
        "control.counters_kept": "Un cambio de control no es un cambio de zona: cuando empieza o termina el efecto de {card}, el permanente sigue siendo el mismo objeto y conserva sus contadores (solo se pierden al cambiar de zona).",
        "control.aura_stays": (
            "El controlador de {aura} no cambia: sigue siendo el jugador que lo controlaba (quien lo lanzó), aunque "
            "{creature} tenga ahora otro controlador; el controlador de un Aura y el de la criatura encantada son "
            "independientes."
        ),
        "control.the_creature": "la criatura",
        "control.until_eot": (
            "La criatura vuelve al final del turno: el control de {card} dura hasta el final del turno, y esos "
            "efectos terminan en el paso de limpieza."
        ),
        "costs.not_increased": "{total} de maná ({cost}): {card} solo encarece los hechizos «{kind}» (texto oficial en inglés) y {spell} no lo es, así que cuesta lo mismo que sin ella.",
        "costs.increases": (
            "{spell} cuesta {cost} ({total} manás): cada incremento que se le aplica se suma a su coste de maná "
            "{printed} ({cards}), {{{n}}} en total."
        ),
        "costs.plain_increase": "{spell} cuesta {cost} ({total} manás): {card} añade {{{n}}} a su coste de maná {printed}.",
        "costs.increase": (
            "Pagas {{{n}}} más por {spell}: el incremento de coste de {card} también se aplica a un coste alternativo, "
            "incluido lanzarlo sin pagar su coste de maná."
        ),
        "costs.minimum": (
            "{least} de maná: {card} hace que un hechizo que costaría menos de {least} de maná cueste {least}, y se "
            "aplica al coste total después de todo lo demás; {spell} lanzado así costaría {n}."
        ),
        "costs.above_minimum": (
            "{n} de maná: {card} solo sube los hechizos que costarían menos de {least} de maná, y {spell} ya cuesta {n}."
        ),
        "sickness.attack": (
            "{name} no puede atacar hasta que la hayas controlado de forma continua desde el comienzo de tu turno más "
            "reciente (el «mareo de invocación»); solo la prisa lo evita, no la vigilancia, el destello ni volar."
        ),
        "sickness.crew_or_convoke": "tripular, convocar o improvisar",
        "sickness.vehicle": (
            "{name} llegó a tu control este turno: tripulado es una criatura, y una criatura solo puede atacar si la "
            "controlas de forma continua desde el comienzo de tu turno, la tripule quien la tripule."
        ),
        "sickness.other_cost": (
            "El mareo de invocación solo impide las habilidades de la propia criatura con el símbolo de girar en su "
            "coste (y que ataque); girarla para pagar el coste de {how} está permitido el turno en que llega."
        ),
        "sickness.tap": (
            "{name} no puede usar una habilidad con el símbolo de girar en su coste hasta que la hayas controlado de "
            "forma continua desde el comienzo de tu turno más reciente (el «mareo de invocación»); solo la prisa lo "
            "evita."
        ),
        "timing.lock_abilities": (
            "{card} limita cuándo los oponentes de su controlador lanzan hechizos, no cuándo activan habilidades: el "
            "ciclo y las demás habilidades activadas se usan como siempre, cuando tengas prioridad."
        ),
        "timing.given_flash": (
            "{giver} te deja lanzar {card} como si tuviera destello: en cualquier momento en que puedas lanzar un "
            "instantáneo, también en el turno de tu oponente."
        ),
        "sickness.all_haste": "{name} puede: {card} da prisa a todas las criaturas, las controle quien las controle, y con prisa una criatura puede atacar y usar habilidades de {{T}} el turno en que llega.",
        "sickness.given_haste": "{name} puede: {card} da prisa a las criaturas que controla su controlador, y con prisa una criatura puede atacar y usar habilidades de {{T}} el turno en que llega.",
        "sickness.theirs_haste": "{name} aún no puede: {card} solo da prisa a las criaturas que controla su propio controlador, no a las tuyas, y sin prisa una criatura no puede atacar ni usar habilidades de {{T}} hasta que la controles desde el comienzo de tu turno.",
        "sickness.haste_tap": "{name} tiene prisa, así que sus habilidades con {{T}} en el coste se pueden activar el turno en que queda bajo tu control.",
        "sickness.haste": "{name} tiene prisa, así que puede atacar el turno en que pasa a estar bajo tu control.",
        "cleanup.no_priority": (
            "Normalmente ningún jugador recibe prioridad en el paso de limpieza, así que no se pueden lanzar hechizos "
            "ni activar habilidades en él."
        ),
        "cleanup.priority_trigger": (
            "Una acción basada en estado o una habilidad disparada en el paso de limpieza da prioridad a los "
            "jugadores, así que pueden lanzar hechizos y activar habilidades, y después hay otro paso de limpieza."
        ),
        "stackdmg.depends": (
            "Depende de la resistencia de {name}: {first} se resuelve primero, antes que {later}, así que {name} "
            "recibe {d} de daño sin el {t} de resistencia. Si es letal, {name} muere y {later} se queda sin objetivo "
            "legal y no se resuelve; si no, {later} se resuelve después."
        ),
        "stackdmg.resolves_first": "{first} se lanzó el último, así que se resuelve primero, mientras {later} espera debajo.",
        "stackdmg.pumped_first": (
            "{first} se lanzó en respuesta, así que se resuelve primero: {name} recibe +{t} de resistencia "
            "antes de que {later} haga sus {d} de daño, y {d} de daño no es letal para una criatura con al menos {t} "
            "más de resistencia que antes, salvo que ya tuviera daño marcado. Sobrevive, y {later} se resuelve igual."
        ),
        "stackdmg.step_not_lethal": (
            "Una criatura se destruye solo cuando su daño es al menos su resistencia; {d} de daño contra su "
            "resistencia más {t} nunca lo es, sin daño marcado antes."
        ),
        "stackdmg.step_lethal": (
            "{name} se destruye como acción basada en estado si {d} de daño es al menos su resistencia en ese momento."
        ),
        "targets.aura_graveyard": (
            "{name} va al cementerio de su propietario desde la pila, nunca desde el campo de batalla, así que su "
            "habilidad que se dispara cuando va al cementerio desde el campo de batalla no se dispara."
        ),
        "protection.your_creature": "tu criatura",
        "protection.fate_destroy": "se destruye",
        "protection.fate_exile": "se exilia",
        "protection.fate_shrink": "se reduce (y muere si su resistencia llega a 0)",
        "protection.fate_shrink_dies": "queda {pt} y va al cementerio",
        "protection.untargeted": (
            "La protección contra el {color} no salva a {name}, que {fate} igualmente: impide que las fuentes de ese "
            "color la hagan objetivo o le hagan daño, y {source} no hace ninguna de las dos cosas: no hace objetivo "
            "ni daño, afecta a todas las criaturas."
        ),
        "strike_change.gain_double_late": (
            "Hace su daño de combate una sola vez: dañar dos veces obtenido después del paso de daño de dañar primero "
            "no la devuelve a ese paso, así que solo hace daño en el segundo paso, con las criaturas que no tenían "
            "dañar primero ni dañar dos veces (una que tuviera dañar primero y ya hubiera hecho daño sí lo repetiría)."
        ),
        "undying.new_object": (
            "La criatura que volvió es un objeto nuevo: nunca se declaró como atacante ni como bloqueadora, así que no "
            "está en combate y no hace daño de combate; la que estaba en combate dejó el campo de batalla."
        ),
        "undying.returns": "Vuelve: {keyword} solo lo devuelve si no tenía contadores {kind} al morir, y no tenía ninguno.",
        "undying.stays": "No vuelve: {keyword} solo lo devuelve si no tenía contadores {kind} al morir, y tenía al menos uno.",
        "library.draws": (
            "Un jugador que intenta robar una carta de una biblioteca vacía pierde la partida la próxima vez que se "
            "comprueban las acciones basadas en estado."
        ),
        "library.alive": (
            "Sigues en la partida: una biblioteca vacía no hace perder a nadie; solo intentar robar una carta de ella, "
            "la próxima vez que se comprueban las acciones basadas en estado."
        ),
        "library.not_yet": (
            "No por sí sola: una biblioteca vacía no hace perder a nadie; solo intentar robar una carta de ella, la "
            "próxima vez que se comprueban las acciones basadas en estado."
        ),
        "countering.or": " o ",
        "countering.kind_artifact": "de artefacto",
        "countering.kind_nonartifact": "que no sea de artefacto",
        "countering.kind_creature": "de criatura",
        "countering.kind_noncreature": "que no sea de criatura",
        "countering.kind_enchantment": "de encantamiento",
        "countering.kind_nonenchantment": "que no sea de encantamiento",
        "countering.kind_instant": "instantáneo",
        "countering.kind_noninstant": "que no sea instantáneo",
        "countering.kind_sorcery": "de conjuro",
        "countering.kind_nonsorcery": "que no sea de conjuro",
        "countering.kind_planeswalker": "de planeswalker",
        "countering.kind_nonplaneswalker": "que no sea de planeswalker",
        "countering.kind_battle": "de batalla",
        "countering.kind_nonbattle": "que no sea de batalla",
        "countering.kind_land": "de tierra",
        "countering.kind_nonland": "que no sea de tierra",
        "countering.land": (
            "{card} es una tierra: se juega como acción especial, nunca se lanza, así que nunca es un hechizo que "
            "{counter} pueda tener como objetivo."
        ),
        "countering.any_spell": "{counter} contrarresta un hechizo objetivo, cualquiera: {card}, lanzado, es un hechizo al que puede hacer objetivo.",
        "countering.kind_legal": (
            "{counter} contrarresta un hechizo objetivo {kind}, y {card} lo es: puede tenerlo como objetivo."
        ),
        "countering.kind_illegal": (
            "{counter} solo puede tener como objetivo un hechizo {kind}, y {card} no lo es, así que no "
            "puede elegirse como objetivo."
        ),
        "countering.ability": (
            "{counter} solo contrarresta hechizos: una habilidad activada o disparada en la pila no es un hechizo, así "
            "que {counter} no puede contrarrestarla (ni hacerla objetivo)."
        ),
        "countering.damage_anyway": (
            "{n}: {card} no puede ser contrarrestado, así que {counter} se resuelve sin hacer nada y {card} hace sus {n} "
            "de daño."
        ),
        "countering.the_spell": "El hechizo",
        "cost_paid.modified": "El sacrificio se hace igual aunque {replacer} exilie la criatura en vez de dejarla llegar al cementerio: las acciones con las que se paga un coste pueden quedar modificadas por efectos, y el coste sigue pagado, así que la habilidad de {card} se resuelve.",
        "cost_paid.alternative": "El sacrificio es el coste alternativo de {spell}, y se paga al lanzarlo, antes de que nadie reciba prioridad: cuando puedes responder ya están en el cementerio y {spell} ya está en la pila, y lo que se pagó como coste no es un objetivo que el hechizo necesite.",
        "cost_paid.sacrificed": (
            "La criatura se sacrifica como coste al lanzar {spell}, así que ya está en el cementerio cuando alguien "
            "recibe prioridad para responder."
        ),
        "cost_paid.last_known": "{spell} usa igualmente lo que era la criatura al sacrificarse.",
        "cost_paid.sacrificed_ability": (
            "La criatura se sacrifica como coste de la habilidad al activarla, y los jugadores solo reciben prioridad "
            "después de pagar los costes, así que no hay momento para responder antes del sacrificio."
        ),
        "countering.plain": (
            "{card} se puede contrarrestar mientras es un hechizo en la pila: nada lo hace incontrarrestable, así que "
            "un hechizo o habilidad que contrarreste un hechizo de su tipo lo quita de la pila y va al cementerio de su "
            "propietario sin resolverse."
        ),
        "countering.uncounterable": (
            "Puedes lanzar {counter} con {card} como objetivo —sigue siendo un objetivo legal—, pero {card} no se "
            "contrarresta: su «no puede ser contrarrestado» funciona en la pila y el «no puede» prevalece, así que "
            "{counter} se resuelve sin hacerle nada."
        ),
        "if.never": (
            "La habilidad de {card} no llega a dispararse: su condición (texto oficial en inglés: «if {condition}») se "
            "comprueba cuando ocurre el evento, y con {n} vidas no se cumple; ganar vidas después en ese paso no hace "
            "que se dispare."
        ),
        "if.fails": (
            "La habilidad de {card} no hace nada: su condición (texto oficial en inglés: «if {condition}») se vuelve a comprobar al "
            "resolverse, y con {n} vidas ya no se cumple, así que se quita de la pila."
        ),
        "if.holds": (
            "La habilidad de {card} se resuelve igualmente: su condición (texto oficial en inglés: «if {condition}») se vuelve a comprobar al "
            "resolverse, y con {n} vidas se sigue cumpliendo."
        ),
        "if.state_fails": (
            "La habilidad de {card} no hace nada: su condición (texto oficial en inglés: «if {condition}») se vuelve a comprobar al "
            "resolverse, y la respuesta hizo que ya no se cumpla, así que se quita de la pila."
        ),
        "if.state_holds": (
            "La habilidad de {card} se resuelve igualmente: su condición (texto oficial en inglés: «if {condition}») se vuelve a comprobar al "
            "resolverse, y se sigue cumpliendo."
        ),
        "if.rechecked": (
            "La habilidad de {card} vuelve a comprobar su condición (texto oficial en inglés: «if {condition}») al resolverse: si la "
            "respuesta hizo que ya no se cumpla, no hace nada; solo si se sigue cumpliendo ocurre su efecto."
        ),
        "command.owner_decides": (
            "Decide su propietario: elegir poner un comandante en la zona de mando le corresponde a su propietario, lo "
            "controle quien lo controle."
        ),
        "command.flickered": (
            "Vuelve al campo de batalla: {card} lo exilia y lo devuelve en la misma resolución, y la opción de la zona "
            "de mando es una acción basada en estado que se comprueba después, cuando ya ha vuelto."
        ),
        "command.bonus_kept": (
            "{card} ya se ha resuelto entero (su controlador recibe igual lo que da) antes de que su propietario pueda "
            "mover el comandante a la zona de mando: ese movimiento es una acción basada en estado posterior."
        ),
        "command.stays": (
            "Se queda en la zona de mando: al moverlo allí pasó a ser un objeto nuevo, y cuando {card} deja el campo "
            "de batalla busca la carta que exilió, que ya no está en el exilio."
        ),
        "command.too_late": (
            "Demasiado tarde: su propietario solo podía ponerlo en la zona de mando en la primera comprobación de "
            "acciones basadas en estado después de que fuera al cementerio o al exilio; si lo dejó, sigue siendo una "
            "carta de esa zona."
        ),
        "attack_tax.total_one": (
            "{total} de maná: {card} hace que cada criatura que te ataca cueste {{{n}}}, y atacan {attackers}."
        ),
        "attack_tax.total_several": (
            "{total} de maná: {cards} gravan cada una a cada criatura que te ataca, {{{per}}} en total por atacante, y "
            "atacan {attackers} — {{{per}}} × {attackers}."
        ),
        "attack_tax.most": "{n}: {card} hace que cada criatura que te ataca cueste {{{per}}}, y {mana} de maná alcanzan para {n} de ellas.",
        "attack_tax.total": (
            "{total} de maná: cada una de las {copies} {card} hace que cada criatura que te ataca cueste {{{n}}}, y "
            "atacan {attackers}: {{{n}}} × {attackers} × {copies}."
        ),
        "attack_tax.walker": (
            "{card} solo cobra por las criaturas que te atacan a ti: si atacan a tu planeswalker, no se paga nada."
        ),
        "command.no_window": (
            "No hay ventana: mover un comandante del cementerio o el exilio a la zona de mando es una acción basada en "
            "estado, que se hace antes de que nadie reciba prioridad, así que nadie puede lanzar ni activar nada entre medio."
        ),
        "command.sba": (
            "Su propietario puede ponerlo en la zona de mando: un comandante que va al cementerio o al exilio (también "
            "cuando un efecto de reemplazo lo exilió en su lugar) puede moverse allí la próxima vez que se comprueban las acciones "
            "basadas en estado."
        ),
        "command.replacement": (
            "Su propietario puede ponerlo en la zona de mando en su lugar: si un comandante va a la mano o a la "
            "biblioteca, puede ir a la zona de mando como efecto de reemplazo."
        ),
        "exalted.alone_power": (
            "{card} ataca sola, así que cada una de tus {n} habilidades de exaltado (incluida la suya) se dispara y le "
            "da +1/+1: {base} + {n} = {power} de fuerza."
        ),
        "exalted.the_ability": "exaltado",
        "exalted.several": (
            "El exaltado de {card} no se dispara: solo se dispara cuando una criatura ataca sola, la única declarada "
            "como atacante, y atacaste con más de una."
        ),
        "exalted.alone": "El exaltado de {card} se dispara: una criatura que ataca sola obtiene +1/+1 hasta el final del turno por cada exaltado que controlas.",
        "storm.copies_not_cast": (
            "Una copia de un hechizo no se lanza: no cuenta como hechizo lanzado este turno (la tormenta no la cuenta) "
            "y no dispara las habilidades de «siempre que lances»."
        ),
        "storm.any_player_keyword": (
            "Tormenta cuenta todos los hechizos lanzados antes del hechizo con tormenta este turno, los lanzara quien "
            "los lanzara: los de tu oponente también cuentan (las copias no, porque no se lanzan)."
        ),
        "storm.any_player": (
            "La tormenta de {card} cuenta todos los hechizos lanzados antes que él en este turno, los lanzara quien "
            "los lanzara: los de tu rival también cuentan (las copias no, porque no se lanzan)."
        ),
        "storm.size": "{watcher} queda {size}:",
        "storm.cast_trigger": "1 disparo de {watcher}: se dispara cuando lanzas un hechizo, y las copias de {card} que crea tormenta se ponen en la pila sin lanzarse.",
        "storm.copies": "{n} copias: tormenta copia {card} una vez por cada otro hechizo lanzado antes este turno.",
        "storm.trigger_countered": (
            "Ninguna copia: la habilidad disparada de tormenta queda contrarrestada, así que no crea copias, y solo "
            "queda por resolverse el {card} original."
        ),
        "storm.trigger_countered_life": (
            "{each} vidas, solo del {card} original: la habilidad disparada de tormenta queda contrarrestada y no "
            "crea copias, pero el original sigue en la pila y se resuelve."
        ),
        "storm.trigger_countered_damage": (
            "{each} de daño, solo del {card} original: la habilidad disparada de tormenta queda contrarrestada y no "
            "crea copias, pero el original sigue en la pila y se resuelve."
        ),
        "storm.damage": (
            "{total} de daño: tormenta copia {card} una vez por cada uno de los {n} hechizos lanzados antes este "
            "turno, así que el original y las {n} copias hacen {each} cada uno."
        ),
        "zone.leaves": (
            "La habilidad de {name} que se dispara al dejar el campo de batalla se dispara: salió del campo de batalla "
            "a otra zona, sea como sea. Su efecto (texto oficial en inglés): “{effect}”"
        ),
        "exile.kept_out_put": (
            "Se exilia: {by} lo pone en el campo de batalla sin lanzarlo, así que {card} lo exilia en su lugar y no "
            "llega a entrar."
        ),
        "exile_instead.unnamed_spell": (
            "Va al exilio: {hater} reemplaza cualquier ida de una carta al cementerio desde cualquier zona, también "
            "desde la pila, así que un hechizo contrarrestado se exilia en vez de ir al cementerio de su propietario."
        ),
        "exile_instead.unnamed_card": (
            "Va al exilio: {hater} reemplaza la ida de la carta al cementerio, así que una carta descartada o molida "
            "se exilia en su lugar (nunca llega al cementerio)."
        ),
        "repl.made_many": "Con {cards}, se crean {n}.",
        "repl.made_instead": (
            "El reemplazo de {replacer} se aplica: la criatura del rival que no es ficha se exilia en vez de morir, y "
            "creas «{made}» (texto oficial en inglés)."
        ),
        "infect.counters": (
            "El daño de {source} no se marca en la criatura: se convierte en otros tantos contadores -1/-1, que "
            "siguen ahí cuando termina el turno; en el paso de limpieza solo se quita el daño marcado."
        ),
        "infect.step_counters": (
            "El daño que {source} hace a una criatura se hace como contadores -1/-1 en lugar de daño marcado."
        ),
        "infect.step_cleanup": (
            "En el paso de limpieza se quita el daño marcado y terminan los efectos «hasta el final del turno»; los "
            "contadores no son ninguna de las dos cosas."
        ),
        "infect.a_source": "una fuente con {keyword}",
        "illusion.sacrificed": (
            "{card} se sacrifica y {spell} no hace nada: su habilidad disparada («When this creature becomes the "
            "target of a spell or ability, sacrifice it», texto oficial en inglés) va a la pila encima de {spell} y "
            "se resuelve primero; después el único objetivo de {spell} ya no está, así que no se resuelve."
        ),
        "illusion.step_trigger": (
            "Hacer objetivo a {card} con {spell} dispara su habilidad; va a la pila encima de {spell}, y lo de arriba "
            "se resuelve primero: {card} se sacrifica."
        ),
        "illusion.step_fizzle": "El único objetivo de {spell} ya no está, así que no se resuelve y ninguno de sus efectos ocurre.",
        "repl.token_skipped": (
            "{replacer} solo reemplaza la muerte de una criatura que no sea ficha: la ficha muere como siempre (y deja "
            "de existir), así que el reemplazo de {replacer} no se aplica y no se crea nada."
        ),
        "exile_instead.unnamed_creature": (
            "Va al exilio: {hater} reemplaza cualquier ida de una carta o ficha al cementerio, así que una criatura "
            "que fuera a morir se exilia en su lugar (nunca llega al cementerio)."
        ),
        "exile.still_lose": "{by} igual termina de resolverse, así que igual pierdes {n} vidas, el valor de maná de la carta.",
        "exile.kept_out": (
            "Se queda en el exilio: {by} lo pondría en el campo de batalla sin lanzarlo, así que {card} lo exilia en "
            "su lugar y no llega a entrar."
        ),
        "zone.flicker_both": (
            "{name} deja el campo de batalla y vuelve a entrar, así que se disparan sus dos habilidades, una vez cada "
            "una (texto oficial en inglés): “{leaves}” y “{enters}”"
        ),
        "zone.flicker_enters": (
            "{name} vuelve a entrar al campo de batalla, así que su habilidad de entrar se dispara una vez (texto "
            "oficial en inglés): “{enters}”"
        ),
        "zone.flicker_leaves": (
            "{name} deja el campo de batalla, así que su habilidad de dejarlo se dispara una vez (texto oficial en "
            "inglés): “{leaves}”"
        ),
        "zone.muzzled_left": (
            "{card} impide las habilidades que se disparan porque una criatura entra o muere, pero {name} dejó el "
            "campo de batalla sin morir, así que su habilidad que se dispara cuando se va se dispara como siempre."
        ),
        "zone.muzzle_dies": (
            "{card} solo impide las habilidades que se disparan porque una criatura entra; la habilidad de {name} que "
            "se dispara cuando muere o se va no es una de ellas, así que se dispara como siempre."
        ),
        "zone.doubler_dies": (
            "{card} solo añade disparos a las habilidades que se disparan porque algo entra; la habilidad de {name} "
            "que se dispara cuando muere se dispara una sola vez."
        ),
        "facts.intervening_never": (
            "Una cláusula «si» intercalada se comprueba cuando ocurre el evento: si la condición no se cumple "
            "entonces, la habilidad ni siquiera se dispara."
        ),
        "facts.intervening_false": (
            "Una cláusula «si» intercalada se comprueba otra vez al resolverse la habilidad; si la condición ya no "
            "se cumple, la habilidad se quita de la pila y no hace nada."
        ),
        "facts.unpreventable_protection": (
            "El daño que no puede prevenirse se hace incluso a un permanente o jugador con protección: la "
            "prevención de la protección se aplica, pero no previene nada."
        ),
        "facts.replacement_twice": (
            "Un efecto de reemplazo tiene una sola oportunidad de modificar un evento, también cuando otros efectos "
            "de reemplazo ya lo modificaron."
        ),
        "facts.counters_cancel": (
            "Los contadores +1/+1 y -1/-1 se quitan de a pares como acción basada en estado, antes de que ningún "
            "jugador reciba prioridad, así que no hay momento para responder con ambos en el permanente."
        ),
        "granted_later.not_yet": (
            "{card} da {keyword} solo cuando se resuelve ese hechizo o habilidad, y lo que lances en respuesta se "
            "resuelve antes: hasta entonces la criatura no lo tiene, así que todavía puedes hacerla objetivo."
        ),
        "granted_later.hexproof": "antimaleficio",
        "granted_later.shroud": "velo",
        "granted_later.protection": "protección",
        "facts.unpreventable_shield": (
            "El daño que no se puede prevenir no reduce un escudo de prevención que ya existe: el escudo se aplica "
            "pero no previene nada, y sigue entero para el próximo daño."
        ),
        "facts.both_lose_draw": (
            "Cuando todos los jugadores que quedan en la partida pierden a la vez, nadie gana: la partida es un empate."
        ),
        "facts.exile_not_dying": (
            "Una criatura muere solo cuando va al cementerio desde el campo de batalla; exiliada no murió, así que "
            "«cuando muera» no se dispara."
        ),
        "facts.left_game_spell": (
            "Cuando un jugador abandona la partida, todos los objetos de los que es propietario la abandonan con "
            "él, también sus hechizos en la pila, así que ese hechizo no se resuelve."
        ),
        "facts.lethal_before_gain_theirs": (
            "El daño se resuelve primero; con 0 vidas o menos tu rival pierde por acción basada en estado antes de que "
            "nadie reciba prioridad, así que su hechizo de ganar vida nunca se resuelve."
        ),
        "facts.lethal_before_gain_survives_theirs": (
            "El daño se resuelve primero pero deja a tu rival con más de 0 vidas, así que sigue en la partida cuando se "
            "resuelve su hechizo de ganar vida."
        ),
        "facts.lethal_before_gain": (
            "El daño se resuelve primero; con 0 vidas o menos pierdes por acción basada en estado antes de que "
            "nadie reciba prioridad, así que tu hechizo de ganar vida nunca se resuelve."
        ),
        "facts.lethal_before_gain_survives": (
            "El daño se resuelve primero pero te deja con más de 0 vidas, así que sigues en la partida cuando se "
            "resuelve tu hechizo de ganar vida."
        ),
        "zone.muzzled": (
            "La habilidad de {name} que se dispara al entrar no se dispara: {card} dice que las criaturas que entran "
            "al campo de batalla no hacen que se disparen habilidades."
        ),
        "zone.countered": (
            "Contrarrestado, {name} va de la pila al cementerio de su propietario: nunca estuvo en el campo de batalla, "
            "así que sus habilidades de entrar, morir o dejar el campo de batalla nunca se disparan."
        ),
        "zone.control_no_enter": (
            "La habilidad de {name} que se dispara al entrar no se dispara: ganar el control de un permanente no hace "
            "que vuelva a entrar al campo de batalla."
        ),
        "timing.sorcery": (
            "{card} es un conjuro: solo puede lanzarse en una fase principal de tu propio turno con la pila vacía."
        ),
        "timing.sorcery_flashback": (
            "{card} es un conjuro: solo puede lanzarse en una fase principal de tu propio turno con la pila vacía; la "
            "retrospectiva cambia desde dónde se lanza, no cuándo."
        ),
        "timing.flash_block": (
            "{card} tiene destello, así que lánzala después de que se declaren los atacantes y antes de declarar bloqueadores (en el paso de "
            "declarar atacantes): estará en el campo de batalla cuando se declaren bloqueadores, así que puede bloquear."
        ),
        "timing.flash_too_late": (
            "Demasiado tarde: los bloqueadores se declaran una sola vez, al empezar el paso de declarar bloqueadores, y "
            "{card} entra después, así que no se convierte en bloqueadora."
        ),
        "timing.after_lethal": (
            "Demasiado tarde: una vez hecho el daño letal, las acciones basadas en estado destruyen la criatura antes "
            "de que ningún jugador reciba prioridad, así que no hay momento para lanzar nada que la salve; hazlo antes "
            "del daño, tras declarar bloqueadores."
        ),
        "timing.land": (
            "Una tierra solo se juega en una fase principal de tu turno, con la prioridad y la pila vacía: jugarla es "
            "una acción especial, no algo que se haga en respuesta."
        ),
        "timing.loyalty_once": (
            "Solo se puede activar una habilidad de lealtad de cada planeswalker por turno: tras la primera, la otra "
            "tiene que esperar a tu siguiente turno."
        ),
        "timing.loyalty": (
            "Las habilidades de lealtad de un planeswalker solo pueden activarse en una fase principal de tu turno "
            "con la pila vacía, una vez por turno y por planeswalker; no en respuesta."
        ),
        "timing.flip_lives": (
            "Ponerla boca arriba es una acción especial que no usa la pila, así que cuando se resuelve {spell}, "
            "{card} es una {pt} y {n} de daño no le son letales."
        ),
        "timing.flip_dies": (
            "Ponerla boca arriba es una acción especial que no usa la pila, así que cuando se resuelve {spell}, "
            "{card} es una {pt} y {n} de daño le siguen siendo letales."
        ),
        "timing.companion_no_response": (
            "Pagar {{3}} para poner un compañero en la mano de su propietario es una acción especial: no usa la pila, "
            "así que no hay nada a lo que responder ni que contrarrestar (el compañero se puede contrarrestar "
            "después, cuando se lance)."
        ),
        "timing.face_up": (
            "Poner boca arriba un permanente boca abajo es una acción especial: puedes hacerlo siempre que tengas "
            "prioridad, también en respuesta, y no usa la pila, así que nadie puede responder."
        ),
        "timing.equip_any": (
            "Equipar solo se puede activar como un conjuro: en la fase principal de su controlador, con la pila vacía "
            "— no en combate, en respuesta ni en el turno de otro jugador."
        ),
        "timing.equip_other_ability": (
            "La habilidad de equipar de {card} solo va a velocidad de conjuro, pero su otra habilidad, la de {cost} "
            "que la anexa a una criatura objetivo que controlas, no tiene límite de momento: puedes activarla siempre "
            "que tengas prioridad, también después de declarar bloqueadoras."
        ),
        "timing.equip": (
            "La habilidad de equipar de {card} solo puede activarse como un conjuro: en la fase principal de su "
            "controlador, con la pila vacía; no durante el combate, en respuesta ni en el turno de otro jugador."
        ),
        "hand.discard": (
            "Descartas {n}: en el paso de limpieza el jugador activo descarta hasta el tamaño máximo de mano, "
            "normalmente siete, así que de {held} cartas te quedas con 7."
        ),
        "hand.none": (
            "Ninguna: en el paso de limpieza el jugador activo solo descarta hasta el tamaño máximo de mano, "
            "normalmente siete, y {held} cartas no pasan de ahí."
        ),
        "hand.not_active": (
            "Al final del turno de un rival no descartas ninguna: solo el jugador activo descarta en el paso de limpieza."
        ),
        "exile_instead.the_card": "La carta",
        "exile_instead.flashback": (
            "{card} se exilia: lanzada con retrospectiva, se exilia en vez de ir a cualquier otro sitio cuando vaya a "
            "dejar la pila —se resuelva o la contrarresten—, así que no vuelve al cementerio."
        ),
        "exile_instead.jump-start": (
            "{card} se exilia: lanzada con impulso, se exilia en vez de ir a cualquier otro sitio cuando vaya a dejar "
            "la pila —se resuelva o la contrarresten—, así que no vuelve al cementerio."
        ),
        "exile_instead.unearth": (
            "{card} se exilia: una criatura desenterrada que vaya a dejar el campo de batalla se exilia en vez de ir a "
            "cualquier otro sitio: ni a la mano, ni a la biblioteca, ni al cementerio."
        ),
        "exile_instead.everywhere": (
            "{card} se exilia: {hater} reemplaza cualquier ida de una carta al cementerio desde cualquier zona, también "
            "desde la pila, así que el hechizo va al exilio cuando se resuelve o lo contrarrestan."
        ),
        "loyalty.cost_too_high": (
            "Una habilidad de lealtad de −{n} no se puede activar con solo {have} de lealtad: el permanente necesita al "
            "menos {n} contadores de lealtad, así que no puedes pagar parte del coste y dejar que muera."
        ),
        "loyalty.cost_ok": (
            "Tiene {have} de lealtad, al menos los {n} que quita el coste, así que la habilidad se puede activar (con 0 "
            "de lealtad después va al cementerio)."
        ),
        "loyalty.max_x": (
            "La X más alta es {have}: un coste de lealtad negativo necesita al menos esa cantidad de contadores de "
            "lealtad en el permanente, así que −X puede quitar como mucho sus {have} de lealtad (y con 0 va al "
            "cementerio)."
        ),
        "pt.the_creature": "La criatura",
        "pt.power": "Su fuerza es {n}.",
        "pt.toughness": "Su resistencia es {n}.",
        "pt.counters": "contadores {kind}: {n}",
        "pt.copy_unanimated": (
            "{copier} copia solo los valores copiables de {card}, lo impreso en la carta, no el efecto que la "
            "animó, así que la copia es una tierra, no una criatura."
        ),
        "pt.set": (
            "{card} queda {size}: {setter} fija su fuerza y resistencia base (capa 7b), lo que sustituye los valores "
            "impresos y los definidos por habilidades."
        ),
        "worn.dies": (
            "{name} muere: con {gear} es {size}, y una criatura con resistencia 0 o menos va al cementerio de su "
            "propietario como acción basada en estado."
        ),
        "worn.draws": "La habilidad de {gear} se dispara al morir: robas {n} cartas.",
        "copy.ceases": (
            "Deja de existir: una copia de un hechizo que sale de la pila (contrarrestada o resuelta) no va a ningún "
            "cementerio; simplemente deja de existir como acción basada en estado, y no queda ninguna carta."
        ),
        "instead_tokens.yours": (
            "{card} reemplaza esa muerte: la criatura se exilia en su lugar y tú, como controlador de {card}, creas la "
            "ficha ({token}, texto oficial en inglés)."
        ),
        "instead_tokens.token_dies": (
            "{card} solo reemplaza la muerte de una criatura que no es ficha: la ficha muere como siempre y no se crea "
            "ninguna ficha ({token}, texto oficial en inglés)."
        ),
        "instead_tokens.exiled": (
            "{removal} saca la criatura del campo de batalla sin ponerla en un cementerio, así que nunca muere: {card} "
            "solo reemplaza una muerte, y no se crea ninguna ficha («{token}», texto oficial en inglés)."
        ),
        "instead_tokens.count": (
            "{n}: {card} reemplaza la muerte de cada una de esas {n} criaturas no ficha de tu rival, exiliándola y "
            "creando en su lugar una ficha («{token}», texto oficial en inglés) por cada una, aunque {card} muera a la "
            "vez."
        ),
        "pt.modified": (
            "{card} queda {size}: {setter} fija su fuerza y resistencia base en {base} (capa 7b) y después se aplica "
            "encima (capa 7c), sin importar en qué orden llegaron: {mods}."
        ),
        "enters_tapped.other": (
            "{card} entra al campo de batalla girado: el efecto de {source} se aplica al entrar, así que hasta que se "
            "enderece no se puede girar para obtener maná ni pagar un coste de {{T}}."
        ),
        "enters_tapped.creature": (
            "Girada, tampoco puede atacar ni bloquear: las criaturas que atacan o bloquean deben estar enderezadas."
        ),
        "enters_tapped.fetched": "{card} pone la tierra en el campo de batalla girada, como dice su texto.",
        "enters_tapped.fetched_untapped": (
            "{card} no dice girada, y un permanente entra enderezado salvo que el efecto diga otra cosa."
        ),
        "enters_tapped.self": (
            "{card} entra al campo de batalla girado (una habilidad estática que se aplica al entrar), así que hasta "
            "que se enderece no se puede girar para obtener maná ni pagar un coste de {{T}}."
        ),
        "tapped.block": "Una criatura girada no puede bloquear: las criaturas elegidas para bloquear deben estar enderezadas.",
        "tapped.attack": "Una criatura girada no puede atacar: las criaturas elegidas para atacar deben estar enderezadas.",
        "lethal.zero": "{name} muere: su resistencia es {t}, y una criatura con resistencia 0 o menos va al cementerio de su propietario como acción basada en estado.",
        "lethal.marked_shrunk_dies": "{name} muere: su resistencia queda en {t} y los {m} de daño ya marcados son daño letal.",
        "lethal.marked_shrunk_survives": "{name} sobrevive: su resistencia queda en {t}, más que los {m} de daño marcados.",
        "lethal.positive": "{name} sobrevive: su resistencia es {t}, mayor que 0, y no tiene daño marcado.",
        "its_controller.theirs": (
            "El rival: {spell} se lo da al controlador del permanente que quita («its controller»), no a quien lo "
            "lanzó, y ese permanente es suyo."
        ),
        "its_controller.mine": (
            "Tú: {spell} se lo da al controlador del permanente que quita («its controller»), y ese permanente es tuyo."
        ),
        "its_controller.stolen_theirs": (
            "El rival: {spell} se lo da al controlador del permanente al resolverse («its controller»), y en ese "
            "momento lo controla tu rival, aunque el propietario seas tú."
        ),
        "its_controller.copy_token_you": "Tú: quien crea una ficha es su propietario y entra bajo su control; la crea {card}, que lanzaste tú.",
        "its_controller.copy_token_them": "Tu oponente: quien crea una ficha es su propietario y entra bajo su control; la crea {card}, que lanzó tu oponente.",
        "its_controller.lifelink_you": (
            "Tú: el vínculo vital hace que el controlador de la criatura gane esa vida, y {card} te dio el control de "
            "ella."
        ),
        "its_controller.lifelink_them": (
            "Tu oponente: el vínculo vital hace que el controlador de la criatura gane esa vida, y con {card} la "
            "controla tu oponente."
        ),
        "its_controller.stolen": (
            "Tú: {spell} se lo da al controlador del permanente al resolverse («its controller»), y en ese momento lo "
            "controlas tú, aunque su propietario sea otro."
        ),
        "life_power.gains": (
            "Su controlador gana {n} vidas: {spell} da vidas igual a la fuerza de {name}, {n}, tomada al resolverse "
            "(su última fuerza conocida una vez exiliada)."
        ),
        "life_power.none": (
            "Ninguna vida: {spell} da vidas igual a la fuerza de {name}, y una fuerza de 0 o menos no da ninguna."
        ),
        "dies_trigger.none": "Ninguna (0): {finding}",
        "dies_trigger.unearthed": (
            "{name} volvió con desenterrar, así que si va a dejar el campo de batalla se exilia en vez de ir a "
            "cualquier otro sitio: nunca llega al cementerio, así que no muere y la habilidad de {watcher} no se "
            "dispara."
        ),
        "dies_trigger.leaves_watcher": "{card} se dispara cuando una criatura abandona el campo de batalla, no solo cuando muere: exiliarla, devolverla a la mano o a la biblioteca también es abandonar el campo de batalla.",
        "sac_response.already_gone": (
            "La criatura se sacrificó como coste de {outlet} mientras se lanzaba, antes de que nadie pudiera "
            "responder: ya está en el cementerio, así que no hay nada que matar, y {outlet} usa la fuerza que tenía "
            "al sacrificarla."
        ),
        "sac_response.no_window": (
            "Nadie puede responder al sacrificio: la criatura se sacrifica como coste mientras {outlet} se lanza o se "
            "activa, antes de que nadie reciba prioridad; cuando puedes responder ya no está, y {removal} no se "
            "resolverá."
        ),
        "sac_response.can": (
            "Puedes lanzar o activar {outlet} en respuesta y sacrificar la criatura objetivo de {removal} para pagar su "
            "coste: el coste se paga al lanzarlo, así que la criatura ya no está cuando {removal} intenta resolverse; "
            "{removal} no se resuelve y {outlet} se resuelve con normalidad."
        ),
        "sac_response.still": (
            "{outlet} se resuelve con normalidad: su coste (el sacrificio) se pagó al lanzarlo; solo {removal} pierde su "
            "objetivo y no se resuelve."
        ),
        "sac_response.ability_of": "la habilidad de {card}",
        "sac_response.still_activated": (
            "La habilidad de {outlet} se resuelve con normalidad: su coste (el sacrificio) se pagó al activarla; solo "
            "{removal} pierde su objetivo y no se resuelve."
        ),
        "sac_response.still_mana": (
            "La habilidad de {outlet} es de maná: sacrificas la criatura como coste y recibes el maná en el acto, sin "
            "usar la pila; solo {removal} pierde su objetivo y no se resuelve."
        ),
        "sac_response.step_mana": "La habilidad de maná de {outlet} no usa la pila: se resuelve en cuanto se activa.",
        "sac_response.step_cost": "Los costes se pagan al lanzar o activar {outlet}, antes de que nada se resuelva.",
        "sac_response.step_gone": (
            "El objetivo de {removal} ya no está en el campo de batalla cuando intenta resolverse: es ilegal, así que "
            "{removal} no se resuelve."
        ),
        "dies_trigger.stolen_theirs": (
            "{name} solo se dispara por una criatura que controla su controlador, y la criatura que tomaste murió bajo "
            "tu control: eso es lo que mira su habilidad, aunque tu oponente sea su propietario."
        ),
        "dies_trigger.stolen": (
            "{name} solo se dispara por una criatura que controlas, y la criatura robada murió bajo el control de tu "
            "oponente: eso es lo que mira su habilidad, aunque tú seas su propietario."
        ),
        "dies_trigger.never_died": (
            "La habilidad de {name} que se dispara al morir no se dispara: exiliada, devuelta a la mano o barajada en "
            "la biblioteca, nunca fue del campo de batalla al cementerio, así que no murió."
        ),
        "dies_trigger.sacrificed": (
            "La habilidad de {name} que se dispara al morir se dispara: sacrificada, va del campo de batalla al "
            "cementerio de su propietario, es decir, muere."
        ),
        "dies_trigger.cost_paid": "Sacrificarla fue un coste, ya pagado: contrarrestar el hechizo no lo deshace.",
        "dies_trigger.died": (
            "La habilidad de {name} que se dispara al morir se dispara: destruida, va del campo de batalla al cementerio "
            "de su propietario, es decir, muere."
        ),
        "dies_trigger.token_unseen": (
            "{name} solo ve criaturas que no son fichas (texto oficial en inglés: “{trigger}”): la criatura que murió "
            "es una ficha, así que la habilidad no se dispara."
        ),
        "dies_trigger.not_a_creature": (
            "La habilidad de {name} (texto oficial en inglés: “{trigger}”) no se dispara: {dead} no es una criatura, "
            "y solo mira criaturas."
        ),
        "dies_trigger.their_creature": "esa criatura",
        "dies_trigger.other_side": (
            "La habilidad de {name} (texto oficial en inglés: “{trigger}”) no se dispara: {dead} la controlaba otro "
            "jugador cuando murió."
        ),
        "dies_trigger.nontoken_seen": (
            "La habilidad de {name} (texto oficial en inglés: “{trigger}”) se dispara: murió {dead}, una carta de criatura "
            "del mismo controlador."
        ),
        "dies_trigger.died_by_rule": (
            "{name} fue del campo de batalla al cementerio de su propietario por una regla (la regla de leyendas): "
            "murió, así que su habilidad de morir se dispara."
        ),
        "dies_trigger.each_copy": (
            "cada una de las {copies} {card} se dispara una vez por la criatura que murió, {n} cada vez"
        ),
        "dies_trigger.itself_and_other": (
            "{card} y la otra criatura mueren a la vez, y {card} ve las dos muertes: se dispara dos veces, {n} cada vez"
        ),
        "dies_trigger.loses": "{n}: {finding}",
        "dies_trigger.gains_per": (
            "la habilidad de {card} se dispara una vez por cada uno de los {n} que van al cementerio, y cada una te da "
            "{each} vidas: {total} en total."
        ),
        "dies_trigger.independent": (
            "Una vez en la pila, la habilidad se resuelve independientemente de su fuente, aunque la carta deje después "
            "el cementerio."
        ),
        "mana.other_color": "{card} solo evita que se vacíe el maná {color}.",
        "mana.no_burn": (
            "Ya no existe la quemadura de maná: el maná que no gastas se vacía de tu reserva al final de cada paso y "
            "fase, sin que pierdas vida."
        ),
        "mana.empties": (
            "El maná sin gastar no pasa al siguiente paso: la reserva de maná de cada jugador se vacía al final de cada "
            "paso y de cada fase."
        ),
        "mana_ability.treasure": (
            "La habilidad de maná de un Tesoro no usa la pila: se resuelve en cuanto se activa, así que nadie puede "
            "responder a ella."
        ),
        "mana_ability.loyalty": "La habilidad de {name} que agrega maná es una habilidad de lealtad, y una habilidad de lealtad nunca es una habilidad de maná: usa la pila, así que se puede responder y contrarrestar (el coste de lealtad ya está pagado).",
        "mana_ability.targets": (
            "La habilidad de {name} que agrega maná también tiene un objetivo, así que no es una habilidad de maná: "
            "usa la pila y se puede responder a ella y contrarrestarla como a cualquier otra habilidad activada."
        ),
        "mana_ability.tap_in_response": (
            "Con la remoción en la pila recibes prioridad, y una habilidad de maná se puede activar siempre que "
            "tengas prioridad: gira {name} para obtener maná antes de que la remoción se resuelva. El maná se queda "
            "hasta el final del paso, así que puedes gastarlo en ese momento en un instantáneo o una habilidad."
        ),
        "mana_ability.no_response": (
            "La habilidad de maná de {name} no usa la pila: se resuelve en cuanto se activa, así que nadie puede "
            "responder a ella, y el maná se genera antes de que puedan quitar {name}."
        ),
        "lethal.the_pt": "la {pt}",
        "lethal.deathtouch_ping": (
            "Con toque mortal, cualquier cantidad de daño distinta de 0 basta: la criatura a la que {name} hace su 1 "
            "de daño se destruye como acción basada en estado, tenga la resistencia que tenga (salvo que sea "
            "indestructible)."
        ),
        "lethal.goyf_grows": (
            "{spell} es {kind}, y como última parte de su resolución va al cementerio antes de que se compruebe el daño "
            "letal, así que {name} cuenta un tipo más: tiene resistencia {t}."
        ),
        "lethal.goyf_same": (
            "{spell} va al cementerio al terminar de resolverse, pero ya había {kind} en un cementerio, así que {name} "
            "sigue con resistencia {t}."
        ),
        "lethal.goyf_dies": "{d} de daño contra resistencia {t} es letal.",
        "lethal.goyf_lives": "{d} de daño contra resistencia {t} no es letal, así que sobrevive.",
        "type.instant": "un instantáneo",
        "type.sorcery": "un conjuro",
        "strikes.size_unknown": (
            "Depende del tamaño de {name} cuando se hace el daño de combate ({pt} en la carta): {other} le hace {p} "
            "de daño, letal si su resistencia es {p} o menos; {name} hace daño igual a su fuerza, que destruye a "
            "{other} si es {t} o más."
        ),
        "lethal.depends": (
            "Depende de la resistencia de {name} cuando recibe el daño ({pt} en la carta): {d} de daño es letal, y la "
            "destruye como acción basada en estado, si su resistencia es {d} o menos; si no, sobrevive."
        ),
        "lethal.counters": "Con sus contadores, {name} tiene resistencia {t}.",
        "lethal.marked": (
            "{name} ya tiene {m} de daño marcado, que se queda hasta el paso de limpieza: {d} de daño en total."
        ),
        "lethal.dies": (
            "{name} muere: {d} de daño contra resistencia {t} es daño letal, así que se destruye como acción basada en "
            "estado."
        ),
        "lethal.survives": (
            "{name} sobrevive: {d} de daño contra resistencia {t} no es letal, y el daño se quita en el paso de limpieza."
        ),
        "lethal.deathtouch": (
            "{name} muere: cualquier daño de una fuente con toque mortal la destruye como acción basada en estado."
        ),
        "undying.lost_abilities": (
            "{keyword} no puede devolverla: una habilidad de dejar el campo de batalla mira a la criatura tal como existía por última vez "
            "en el campo de batalla, y {card} le había quitado todas sus habilidades, también {keyword}, así que no "
            "se dispara nada."
        ),
        "undying.token": (
            "{keyword} no puede devolverla: se dispara también para una ficha, pero una ficha que dejó el campo de batalla no "
            "puede volver a él; deja de existir."
        ),
        "undying.reset": (
            "Vuelve del parpadeo como un objeto nuevo, y el contador {kind} no lo sigue: los contadores dejan de existir "
            "cuando un objeto cambia de zona. Sin contador {kind}, {keyword} lo devuelve la próxima vez que muera."
        ),
        "undying.never_died": (
            "No vuelve: {keyword} solo se dispara cuando muere (va al cementerio desde el campo de batalla), y exiliado "
            "o devuelto a la mano nunca murió."
        ),
        "spell_copy.kicked_too": (
            "La copia de {spell} también cuenta como estimulada: la copia de un hechizo copia las decisiones tomadas al "
            "lanzar el original, incluidos los costes adicionales como el estímulo (kicker)."
        ),
        "spell_copy.original_countered": (
            "La copia que crea {copier} es un hechizo propio en la pila, con sus propios objetivos: contrarrestar el "
            "original no contrarresta la copia, que se resuelve con normalidad."
        ),
        "spell_copy.new_targets": "{copier} te deja elegir nuevos objetivos para la copia, así que puede ir a otro sitio (el original mantiene su objetivo).",
        "spell_copy.same_targets": "{copier} no dice que puedas elegir nuevos objetivos, así que la copia mantiene los objetivos del original.",
        "spell_copy.kicked": (
            "La copia hace {n} de daño: la copia de un hechizo copia las decisiones tomadas para el original, costes "
            "adicionales incluidos, así que la copia que crea {copier} de {spell} con estímulo pagado también tiene el "
            "estímulo."
        ),
        "spell_copy.x_draws": (
            "La copia hace robar {n} cartas: la copia de un hechizo copia las decisiones tomadas para el original, el "
            "valor de X incluido, así que la copia que crea {copier} de {spell} tiene la misma X."
        ),
        "spell_copy.total": "{n} en total: el original y la copia hacen {each} cada uno.",
        "spell_copy.x": (
            "La copia hace {n} de daño: la copia de un hechizo copia las decisiones tomadas para el original, el valor "
            "de X incluido, así que la copia que crea {copier} de {spell} tiene la misma X."
        ),
        "lifegain.count": (
            "{n}: la habilidad de {card} se dispara {n} veces, una por cada fuente con vínculo vital que hace daño, así "
            "que se resuelve {n} veces."
        ),
        "lifegain.step_sources": (
            "Cada fuente con vínculo vital ({sources}) te hace ganar vida por separado: {n} eventos."
        ),
        "lifegain.step_each": "«Siempre que ganes vida» significa siempre que una fuente te haga ganar vida: {card} "
        "se dispara por cada una.",
        "dredge.too_few": (
            "Con {n} cartas en la biblioteca no puedes dragar {card}: dragar {mill} exige tener al menos {mill} cartas "
            "en la biblioteca; si no, robas normalmente."
        ),
        "dredge.single": (
            "En lugar de robar, puedes moler {mill} cartas y devolver {card} de tu cementerio a tu mano, siempre que "
            "tengas al menos {mill} cartas en tu biblioteca."
        ),
        "dredge.each": "{spell} te hace robar {n} cartas, un robo cada vez.",
        "dredge.multiple": (
            "Los {n} robos de {spell} se hacen de uno en uno, así que puedes reemplazar cualquiera de ellos con "
            "dragar: mueles {mill} cartas y devuelves {card} a tu mano en lugar de ese robo; los demás robos son "
            "normales."
        ),
        "evoke.both": (
            "Evocada, {card} entra igualmente, así que su habilidad de «cuando entra» se dispara junto con la de "
            "sacrificio de evocar; tú controlas las dos y las pones en la pila en el orden que elijas, y la de «cuando "
            "entra» se resuelve aunque {card} ya se haya sacrificado."
        ),
        "evoke.you_choose": "Tú:",
        "evoke.step_triggers": "{card} entra: se disparan su habilidad de «cuando entra» y la de sacrificio de evocar.",
        "evoke.step_order": "Controlas las dos habilidades disparadas, así que las pones en la pila en el orden que elijas.",
        "evoke.step_resolves": "Una vez disparada, la habilidad de {card} se resuelve tanto si {card} sigue ahí como si no.",
        "survival.regenerated_tapped": (
            "Al regenerarse se gira (y se retira del combate), así que queda girada, y una criatura girada no puede "
            "bloquear."
        ),
        "survival.regen_first_strike": (
            "{name} sobrevive, pero regenerarse lo quita del combate: el daño de dañar primero llegó en un paso de daño "
            "de combate anterior, así que en el paso normal ya no está en combate y no hace daño de combate."
        ),
        "survival.still_deals": (
            "{name} hace igualmente su daño de combate: todo el daño de combate se hace a la vez, y se destruye, y se "
            "regenera, solo después."
        ),
        "tax.self_reduced": (
            "{n}: {total} con el impuesto, y la reducción de {card} quita {less} de la parte genérica (nunca de la "
            "parte de color)."
        ),
        "tax.reduced": "{n}: {card} hace que cueste {{{less}}} menos que los {total} que costaría —",
        "tax.alternative_total": (
            "{n}: el coste alternativo de {card}, {cost} ({base}), en vez de su coste de maná, más un impuesto de "
            "comandante de {tax}, {{2}} más por cada una de las {times} veces anteriores que se lanzó desde la zona "
            "de mando; el impuesto se aplica también a un coste alternativo."
        ),
        "tax.total": (
            "{n}: su coste {base} más un impuesto de comandante de {tax}, {{2}} más por cada una de las {times} veces "
            "anteriores que se lanzó desde la zona de mando esta partida."
        ),
        "tax.extra": (
            "{tax} de más ({{{tax}}}): el impuesto de comandante es {{2}} por cada una de las {times} veces anteriores "
            "que se lanzó desde la zona de mando esta partida, además de su coste de maná."
        ),
        "cast_trigger.still": (
            "La habilidad de {card} se resuelve igualmente: se dispara cuando se lanza {spell}, antes de que nadie "
            "pueda contrarrestarlo, y contrarrestar {spell} solo impide los efectos del propio {spell}."
        ),
        "cast_trigger.makes": "Igual obtienes lo que hace (texto oficial en inglés): “{effect}”",
        "cast_trigger.step_cast": "{spell} pasa a estar lanzado y en ese momento se dispara la habilidad de {card}.",
        "cast_trigger.step_counter": "Contrarrestar {spell} lo quita de la pila; no ocurre ninguno de sus propios efectos.",
        "anthem.survives": "{card} sobrevive: con {anthem} su resistencia es {t}, y {d} de daño no es letal.",
        "anthem.dies": "{card} muere: incluso con {anthem} su resistencia es {t}, y {d} de daño es letal.",
        "anthem.gone_dies": (
            "{card} muere: sin {anthem} su resistencia vuelve a ser {t}, y el daño que recibió antes en el turno "
            "({d}) sigue marcado, así que es letal."
        ),
        "anthem.gone_survives": (
            "{card} sobrevive: sin {anthem} su resistencia es {t}, y el daño que sigue teniendo marcado ({d}) no es "
            "letal."
        ),
        "anthem.step_gone": "El +1/+1 de {anthem} solo se aplica mientras {anthem} está en el campo de batalla.",
        "anthem.step_marked": "El daño ({d}) sigue marcado en {card} hasta el paso de limpieza.",
        "split.free": (
            "Cualquier reparto vale: una criatura bloqueada por dos o más criaturas divide su daño de combate entre "
            "ellas como elija su controlador, y no tienes que asignar daño letal a una antes de que otra reciba daño."
        ),
        "split.kills": (
            "{n}: con toque mortal 1 de daño es letal, y {card} divide sus {power} de daño de combate entre las {k} "
            "bloqueadoras como elijas, así que 1 de daño a cada una de {n} de ellas mata a {n}."
        ),
        "split.trample": "Solo para asignar daño arrollador al jugador hay que asignar antes daño letal a cada bloqueadora.",
        "strike_change.lose_first": (
            "Ya hizo su daño en el paso de dañar primero, y perder dañar primero después no le deja asignar daño de "
            "combate otra vez en el paso normal."
        ),
        "strike_change.gain_first": (
            "Aún no había hecho daño, y ganar dañar primero después del primer paso no impide que asigne su daño de "
            "combate en el paso normal."
        ),
        "strike_change.lose_double": "Perder dañar dos veces después del primer paso de daño impide su segundo golpe.",
        "strike_change.gain_double": (
            "Una criatura con dañar primero que gana dañar dos veces después de hacer daño en el primer paso asigna "
            "daño de combate otra vez en el segundo."
        ),
        "aura_prot.equipment": (
            "{gear} se desanexa como acción basada en estado, pero se queda en el campo de batalla: un permanente con "
            "protección no puede estar equipado por Equipos con esa cualidad, y a diferencia de un Aura el Equipo no "
            "va al cementerio."
        ),
        "aura_prot.stays": "{aura} se queda: la protección contra el {color} solo impide Auras de ese color, y {aura} no lo es.",
        "aura_prot.acts_free": "Sin {aura}, ya nada se lo impide a la criatura.",
        "aura_prot.acts_stopped": "Mientras {aura} siga anexada, la criatura sigue sin poder.",
        "aura_prot.falls_off": (
            "{aura} va al cementerio de su propietario: un permanente con protección contra un color no puede estar "
            "encantado por Auras de ese color, así que como acción basada en estado el Aura se va."
        ),
        "until.returns": (
            "La habilidad de {card} ya se resolvió y exilió la criatura; cuando {card} deja el campo de batalla, la "
            "carta exiliada vuelve enseguida al campo de batalla bajo el control de su propietario, como un objeto nuevo."
        ),
        "until.never_card": "No se exilia ninguna carta: {card} salió del campo de batalla antes de que se resolviera su habilidad, y exiliar «hasta» un suceso que ya ocurrió no mueve nada.",
        "until.never": (
            "La criatura no se exilia nunca: {card} salió del campo de batalla antes de que se resolviera su habilidad, y "
            "exiliar «hasta» un suceso que ya ocurrió no mueve nada."
        ),
        "until.forever": (
            "El objetivo se exilia para siempre: la habilidad de «cuando deje el campo de batalla» de {card} se dispara "
            "encima y se resuelve primero, sin nada que devolver; después se resuelve la de «cuando entre» y la exilia."
        ),
        "until.step_leaves": "{card} sale: su habilidad de salir va a la pila encima de la de entrar y se resuelve primero, sin devolver nada.",
        "until.step_enters": "La habilidad de entrar se resuelve igualmente sin {card} y exilia su objetivo; nada lo devolverá.",
        "enters.damage": (
            "{total} a cada oponente: {maker} pone {k} fichas de criatura en el campo de batalla a la vez, y la "
            "habilidad de {card} se dispara una vez por cada una, {n} de daño cada vez."
        ),
        "enters.damage_copies": (
            "{total} a cada oponente: {maker} pone {k} fichas de criatura en el campo de batalla a la vez, y cada una de "
            "las {copies} {card} se dispara una vez por cada una, {n} de daño cada vez."
        ),
        "enters.life_copies": (
            "{total} vidas: {maker} pone {k} fichas de criatura en el campo de batalla a la vez, y cada una de las "
            "{copies} {card} se dispara una vez por cada una, {n} vida cada vez."
        ),
        "enters.life": (
            "{total} vidas: {maker} pone {k} fichas de criatura en el campo de batalla a la vez, y la habilidad de "
            "{card} se dispara una vez por cada una, {n} vida cada vez."
        ),
        "fling.self_sacrificed": (
            "{card} se sacrificó para pagar el coste, así que su habilidad usa su fuerza tal como existía por última vez "
            "en el campo de batalla, {n}; un aumento posterior (la destreza disparándose después) no la cambia."
        ),
        "fling.sacrificed": "la criatura sacrificada",
        "fling.power": (
            "{n}: {card} usa la fuerza de {creature} tal como existió por última vez en el campo de batalla, con lo que "
            "la hubiera aumentado antes de sacrificarla."
        ),
        "saga.next_chapter": (
            "Al empezar tu siguiente fase principal precombate (justo después de tu paso de robar), pones un contador "
            "de historia sobre {saga} como acción basada en turno, y entonces se dispara el capítulo al que llega."
        ),
        "saga.one_more": (
            "{saga} pasa de {before} a {after} contadores de historia: un capítulo se dispara cuando el número de "
            "contadores era menor que el suyo y llega al menos a él, así que solo se dispara el capítulo {after} "
            "(preguntabas por el capítulo {chapter})."
        ),
        "saga.control_back": "El control que dio {saga} dura «mientras {saga} permanezca en el campo de batalla»: cuando {saga} abandona el campo de batalla (sacrificada tras su último capítulo, o destruida), esa duración termina y el control vuelve a quien lo tenía.",
        "saga.stays": (
            "{saga} se queda en el campo de batalla mientras su habilidad de capítulo siga en la pila; solo cuando esta "
            "se resuelve (o sale de la pila) la acción basada en estado la sacrifica."
        ),
        "saga.the_saga": "La Saga",
        "timing.creature": (
            "{card} es un hechizo de criatura: sin destello solo se lanza en tu fase principal con la pila vacía."
        ),
        "timing.creature_adventure": (
            "{card} es un hechizo de criatura: sin destello solo se lanza en tu fase principal con la pila vacía, "
            "también desde el exilio tras una Aventura."
        ),
        "timing.before_blocks": (
            "Los bloqueadores se declaran lo primero del paso de declarar bloqueadores, como acción basada en el turno, "
            "y nadie recibe prioridad hasta después; para actuar antes de los bloqueos hazlo en el paso de declarar "
            "atacantes."
        ),
        "timing.before_attacks": (
            "Los atacantes se declaran lo primero del paso de declarar atacantes, como acción basada en el turno, y "
            "nadie recibe prioridad hasta después; para actuar antes hazlo en el paso de inicio de combate."
        ),
        "owner_zone.owners": (
            "Va al cementerio (o mano o biblioteca) de su propietario, no al de quien la controlaba: un objeto que iría "
            "a una zona que no es de su propietario va a la zona correspondiente de su propietario."
        ),
        "phasing.attached": (
            "{card} sale de fase con él: las Auras, Equipos y Fortificaciones anexados a un permanente que sale de fase "
            "salen de fase a la vez («indirectamente»), aunque los controle otro jugador, y vuelven a entrar en fase "
            "anexados a él."
        ),
        "phasing.stays": (
            "Quedar fuera de fase no es salir del campo de batalla: el permanente no cambia de zona, así que no muere, "
            "una ficha sigue existiendo, conserva sus contadores y no se disparan habilidades de entrar, salir o morir."
        ),
        "land_drop.no_stack": (
            "Jugar una tierra es una acción especial que no usa la pila: ni la tierra ni el hecho de jugarla son un "
            "hechizo o una habilidad, así que no se puede contrarrestar ni se puede responder a ello."
        ),
        "land_drop.one_a_turn": (
            "Normalmente un jugador solo puede jugar una tierra en cada uno de sus turnos; para jugar una segunda hace "
            "falta un efecto que permita jugar tierras adicionales."
        ),
        "land_drop.used": (
            "Ya jugaste tu tierra del turno: normalmente solo puedes jugar una tierra por turno, y cualquier tierra "
            "que juegues este turno cuenta para ella, haya vuelto a tu mano o la juegues desde el exilio, el "
            "cementerio o la parte superior de la biblioteca, salvo que un efecto te deje jugar tierras adicionales."
        ),
        "cant_lose.healed": (
            "{spell} le da primero vida igual a la fuerza de {card}: queda a {n} vidas, así que al irse {card} no pierde "
            "la partida."
        ),
        "shield.they_choose": "Elige tu oponente, como jugador protegido: si dos o más fuentes le harían daño a la vez, él decide qué daño previene el escudo, y el resto se hace normalmente.",
        "shield.chooses": (
            "Elige el jugador protegido (o el controlador del permanente protegido): si dos o más fuentes le harían "
            "daño a la vez, él decide qué daño previene el escudo, y el resto se hace normalmente."
        ),
        "shield.spread": (
            "{shield} previene solo los siguientes {n} puntos de daño en total, sea cual sea el número de eventos: de "
            "los {total} de daño de {burn} dos veces, se previenen {prevented} y aún se hacen {taken}."
        ),
        "shield.taken": (
            "{taken}: el escudo previene {prevented} de los {total} puntos de daño que te harían a la vez, de uno en uno "
            "hasta agotarse, y el resto se hace normalmente."
        ),
        "shield.taken_them": (
            "{taken}: el escudo previene {prevented} de los {total} puntos de daño que le harían a tu oponente a la "
            "vez, de uno en uno hasta agotarse, y el resto se hace normalmente."
        ),
        "shield.you_choose": (
            "Eliges tú, como jugador protegido o controlador del permanente protegido: si dos o más fuentes le harían "
            "daño a la vez, tú decides qué daño previene el escudo, y el resto se hace normalmente."
        ),
        "cant_lose.gone": (
            "Sin {card} en el campo de batalla, la siguiente comprobación de acciones basadas en estado encuentra al "
            "jugador con 0 o menos vidas y pierde la partida: sobrevivir con {card} no le devolvió vida."
        ),
        "even_split.each": (
            "{each} a cada uno: {card} divide X de daño a partes iguales, redondeando hacia abajo, así que X={x} entre "
            "{n} objetivos son {each} a cada uno (el {{1}} extra por cada objetivo después del primero es un coste, no "
            "daño)."
        ),
        "enters.theirs": (
            "0: el «ganas» de {card} es su controlador, tu rival, así que él gana las {total} vidas y tú ninguna."
        ),
        "enters.counters_one": (
            "{total} contadores +1/+1: {maker} pone {k} fichas de criatura en el campo de batalla a la vez, la "
            "habilidad de {card} se dispara una vez por cada una, así que ganas vida {k} veces por separado y "
            "{grower} se dispara {k} veces, un contador cada vez."
        ),
        "enters.counters": (
            "{total} contadores +1/+1: {maker} pone {k} fichas de criatura en el campo de batalla a la vez, la "
            "habilidad de {card} se dispara una vez por cada una, así que ganas vida {k} veces por separado y "
            "{grower} se dispara {k} veces; con los efectos de reemplazo cada uno de sus contadores pasa a ser {per}."
        ),
        "zone.phased": (
            "La fase no mueve un permanente a otra zona: {card} fuera de fase se trata como si no existiera, pero "
            "nunca deja el campo de batalla, así que su habilidad de dejar o entrar al campo de batalla no se "
            "dispara al quedar fuera de fase ni al volver."
        ),
        "zone.ring_trick": (
            "La habilidad de {card} que se dispara al dejar el campo de batalla se resuelve primero, cuando aún no hay "
            "nada exiliado que devolver; después se resuelve su habilidad de entrar y exilia el permanente para siempre."
        ),
        "token.copier_card": (
            "{card} sigue siendo una carta aunque copie una ficha: ser ficha no es un valor copiable, así que vuelve "
            "a la mano de su propietario como {card} y puedes lanzarla otra vez."
        ),
        "token.dies": (
            "Una ficha que muere va del campo de batalla al cementerio de su propietario como cualquier criatura, así "
            "que ha muerto y se disparan las habilidades de «cuando una criatura muere»; deja de existir después, la "
            "próxima vez que se revisan las acciones basadas en estado."
        ),
        "sac.stolen_yes": (
            "Ahora la controlas tú, y cada jugador sacrifica permanentes que controla, así que puedes sacrificarla; va "
            "al cementerio de su propietario."
        ),
        "sac.stolen_no": (
            "Mientras la controle tu rival no puedes: un jugador solo puede sacrificar permanentes que controla (sigue "
            "siendo tuya como propietario, y va a tu cementerio si él la sacrifica)."
        ),
        "targets.again_first": (
            "El segundo {spell}, lanzado en respuesta a la protección, se resuelve primero (el último en entrar sale "
            "primero) mientras su objetivo aún es legal, así que hace efecto antes que la protección; el primer "
            "{spell} ya no encuentra su objetivo y no se resuelve."
        ),
        "lifegain.twice": (
            "2: la habilidad de «siempre que ganes vida» de {card} se dispara dos veces, porque {striker} tiene dañar dos veces y vínculo vital, así que "
            "hace daño de combate en dos pasos de daño y la vida ganada en cada paso es un suceso distinto."
        ),
        "cant_lose.taken": (
            "{card} ahora impide perder a su nuevo controlador, tu rival; dice «tú», así que ya no te protege a ti, y "
            "la siguiente revisión de acciones basadas en estado te encuentra con 0 o menos vidas."
        ),
        "evasion.flier_blocks": (
            "Volar solo limita quién puede bloquear a la criatura voladora; una criatura con volar puede bloquear a "
            "una criatura con o sin volar."
        ),
        "evasion.ground_blocks": (
            "Una criatura con volar solo puede ser bloqueada por criaturas con volar y/o alcance, así que una "
            "criatura sin ninguna de las dos no puede bloquearla."
        ),
        "mv.token": "0: una ficha que no es copia de nada no tiene coste de maná, y el valor de maná de un objeto sin coste de maná es 0.",
        "blocked.no_damage_removed": (
            "{card} sigue bloqueada aunque su bloqueadora ya no esté, y una criatura bloqueada sin arrollar solo asigna "
            "daño de combate a las criaturas que la bloquean: sin ninguna, no hace daño de combate."
        ),
        "blocked.trample_all": (
            "{card} sigue bloqueada, pero tiene arrollar y ya no quedan criaturas bloqueándola, así que sus {n} de daño de "
            "combate se asignan al jugador defensor."
        ),
        "blocked.nobody": "A nadie.",
        "blocked.no_damage_after_first": (
            "Sigue bloqueada aunque su bloqueadora muera en el paso de daño de dañar primero, y una criatura bloqueada "
            "sin arrollar solo asigna daño de combate a las criaturas que la bloquean, así que sin ninguna no hace "
            "daño en el paso normal."
        ),
        "keyword_cost.alternative": (
            "El coste de {keyword} de {card} es {cost}, un coste alternativo que se paga en lugar de su coste de maná "
            "({mana_cost})."
        ),
        "keyword_cost.additional": (
            "El coste de {keyword} de {card}, {cost}, es un coste adicional que se paga además de su coste de maná "
            "({mana_cost})."
        ),
        "keyword_cost.activated": "El coste de {keyword} de {card} es {cost}, el que está impreso tras la palabra clave.",
        "keyword_cost.total": "{n} de maná",
        "keyword_cost.rest": "«{rest}» (texto oficial en inglés)",
        "overloaded.spared": (
            "Con sobrecarga, {card} afecta a «each {what}» (cada uno, texto oficial en inglés) en vez de a un objetivo, "
            "así que tus propios permanentes no se incluyen."
        ),
        "overloaded.hits_yours": (
            "Con sobrecarga, {card} afecta a «each {what}» (cada uno, texto oficial en inglés), y «you» en su texto es "
            "quien lo lanzó, así que tus permanentes de ese tipo se incluyen."
        ),
        "overloaded.hits_all": (
            "Con sobrecarga, {card} afecta a «each {what}» (cada uno, texto oficial en inglés) en vez de a un objetivo, "
            "y eso incluye los tuyos."
        ),
        "mandatory.required": (
            "La habilidad disparada de {card} no dice «puedes»: al resolverse tienes que hacer lo que dice («{effect}», "
            "texto oficial en inglés); solo una habilidad con «puedes» deja elegir no hacerlo."
        ),
        "mandatory.optional": (
            "La habilidad disparada de {card} dice «puedes» («{effect}», texto oficial en inglés): igualmente va a la "
            "pila, y eliges si hacerlo al resolverse."
        ),
        "cast_trigger.copy_uncountered": (
            "{card} no contrarresta la copia: su habilidad solo se dispara cuando se lanza un hechizo, y una copia de "
            "un hechizo no se lanza ({copier} la pone en la pila)."
        ),
        "cast_trigger.copy": (
            "{card} no se dispara por la copia: una copia de un hechizo no se lanza ({copier} la pone en la pila), y "
            "{card} solo se dispara cuando se lanza un hechizo."
        ),
        "aura.block_stopped": "{card} dice que la criatura encantada no puede bloquear, así que no puede declararse como bloqueadora.",
        "aura.attack_stopped": "{card} dice que la criatura encantada no puede atacar, así que no puede declararse como atacante.",
        "aura.block_allowed": "{card} no impide que la criatura encantada bloquee.",
        "aura.attack_allowed": "{card} no impide que la criatura encantada ataque.",
        "aura.abilities_work": "{card} no dice nada de las habilidades activadas de la criatura encantada, así que siguen funcionando, también las que tienen {{T}} en el coste.",
        "aura.abilities_stopped": "{card} dice que las habilidades activadas de la criatura encantada no se pueden activar.",
        "survival.rest_happens": (
            "{card} no se destruye, pero {spell} se resuelve igualmente y hace todo lo que puede, así que su "
            "controlador recibe la ficha igualmente."
        ),
        "token.gone": (
            "La ficha deja de existir: una ficha fuera del campo de batalla no puede cambiar de zona ni volver, y "
            "desaparece la próxima vez que se revisan las acciones basadas en estado; no es una carta, así que no se "
            "puede lanzar."
        ),
        "annihilate.pairs": (
            "Como acción basada en estado, un contador +1/+1 y uno -1/-1 sobre el mismo permanente se quitan por "
            "parejas: se van {n} de cada clase y el resultado es {counters}."
        ),
        "annihilate.stays": "{card} queda como {pt} con {counters} tras los contadores de {source}.",
        "annihilate.dies": (
            "{card} muere: tras los contadores de {source} es un {pt} con {counters}, y una criatura "
            "con resistencia 0 o menos va al cementerio de su propietario."
        ),
        "annihilate.counted_later": (
            "{n}: como acción basada en estado, los {plus} contadores +1/+1 y los {minus} contadores -1/-1 de {card} se "
            "quitan por parejas y le quedan {n} contadores +1/+1; cuando muere después, su habilidad de morir cuenta "
            "esos {n}."
        ),
        "annihilate.counted_on_death": (
            "{n}: {card} muere en la misma comprobación de acciones basadas en estado que habría quitado los contadores "
            "+1/+1 y -1/-1 por parejas, así que al morir aún tenía {n} contadores +1/+1, y su habilidad de morir los "
            "cuenta."
        ),
        "annihilate.none": "cero contadores",
        "annihilate.one": "{n} contador {kind}",
        "annihilate.many": "{n} contadores {kind}",
        "annihilate.step_dies": "Con resistencia 0 o menos, {card} va al cementerio de su propietario.",
        "undying.died_with_both": (
            "Los contadores llegaron a la vez, así que murió en la misma comprobación de acciones basadas en estado que "
            "habría quitado los contadores +1/+1 y -1/-1 por parejas: al morir aún tenía un contador {kind}."
        ),
        "undying.withered": "El daño de {card} se hace en forma de contadores -1/-1, así que murió con un contador -1/-1.",
        "undying.left_graveyard": (
            "No vuelve: la carta dejó el cementerio antes de que se resolviera el disparo de {keyword}, y al cambiar de "
            "zona es un objeto nuevo que el disparo no puede encontrar."
        ),
        "undying.melira_theirs": (
            "Vuelve con él: {card} solo impide los contadores -1/-1 en las criaturas que controla su controlador, y "
            "{persister} no es una de ellas, así que persistir la devuelve con un contador -1/-1 como siempre."
        ),
        "undying.other_counter": "Vuelve con un contador {kind}, no del otro tipo: {keyword} la devuelve con un contador {kind}.",
        "undying.vizier_clean": (
            "Vuelve sin él: persistir le pondría un contador -1/-1 al volver, y {card} hace que se ponga esa cantidad "
            "menos uno a una criatura que controlas, así que no se le pone ninguno."
        ),
        "undying.melira_clean": (
            "Vuelve sin él: persistir le pondría un contador -1/-1 al volver, y {card} dice que a las criaturas que "
            "controlas no se les pueden poner contadores -1/-1, así que no se le pone ninguno."
        ),
        "undying.no_counter": "{card} impidió que se le pusiera el contador {kind}, así que volvió sin ninguno.",
        "undying.annihilate": (
            "Un contador +1/+1 y un contador -1/-1 en el mismo permanente se quitan por parejas como acción basada en "
            "estado, así que al morir no tenía ninguno."
        ),
        "keyword.undying": "resiliencia",
        "keyword.persist": "persistir",
        "refund.loyalty": "Contrarrestar la habilidad no deshace su coste: los contadores de lealtad que se quitaron a {card} para activarla siguen quitados, sin reembolso.",
        "refund.paid": (
            "Contrarrestarlo no deshace sus costes: lo que se sacrificó, descartó o pagó por {card} sigue así, sin "
            "reembolso."
        ),
        "refund.step_cost": (
            "Sacrificar, descartar o pagar vida por {card} fue un coste, pagado al lanzar el hechizo o activar la "
            "habilidad."
        ),
        "block.can_reach": "{blocker} puede bloquear a {attacker}: {attacker} tiene volar, y {blocker} tiene alcance, así que puede bloquearla.",
        "block.can_fly": "{blocker} puede bloquear a {attacker}: {attacker} tiene volar, y {blocker} también, así que puede bloquearla.",
        "block.flier_blocks": (
            "{blocker} puede bloquear a {attacker}: volar solo limita qué criaturas pueden bloquear a {blocker}; una "
            "criatura con volar puede bloquear a una criatura con o sin volar."
        ),
        "legend.copy_is": "La copia es legendaria: copia los valores copiables de {card}, supertipos incluidos.",
        "legend.copy_is_not": (
            "La copia no es legendaria: copia los valores copiables de {card}, y {card} no es legendaria, así que la "
            "copia tampoco."
        ),
        "legend.not_a_sacrifice": (
            "La regla de leyendas es una acción basada en estado: el jugador elige una y las demás se ponen en el "
            "cementerio de su propietario — no se sacrifican ni se destruyen (la regeneración y la indestructibilidad "
            "no la evitan, y las habilidades que se disparan al sacrificar no la ven), aunque cada una muere."
        ),
        "legend.not_sacrificed": (
            "La regla de leyendas pone la que no conservas en el cementerio de su propietario: eso no es "
            "sacrificarla, así que la habilidad de {card} que se dispara cuando sacrificas un permanente no se "
            "dispara."
        ),
        "exile_instead.escape": (
            "{card} va al cementerio de su propietario: escapar permite lanzarla desde el cementerio, pero a "
            "diferencia de retrospectiva no exilia la carta cuando deja la pila, así que {card} contrarrestada "
            "vuelve al cementerio y puede lanzarse otra vez con escapar."
        ),
        "aura_prot.returns": (
            "Después se dispara la habilidad de {aura}, porque fue puesta en un cementerio desde el campo de "
            "batalla, y vuelve a la mano de su propietario."
        ),
        "moon.enters_untapped": (
            "{land} entra sin girar: qué efectos de reemplazo se aplican a un permanente que entra se comprueba "
            "con los efectos continuos que se le aplicarían en el campo de batalla, y con {moon} sería una "
            "Montaña sin su habilidad de «entra girado», así que no entra girada."
        ),
        "moon.no_trigger": "Y su habilidad al entrar no se dispara: entra como Montaña sin ella.",
        "extra.times_several": (
            "La habilidad de {trigger} se dispara {n} veces: {doublers} la hacen dispararse una vez adicional "
            "cada uno, y esas veces adicionales se suman."
        ),
        "owner_zone.theirs": "Al cementerio de tu rival, que es su propietario.",
        "owner_zone.yours": "A tu cementerio: tú eres su propietario.",
        "costs.attackers_discount": (
            "{total} ({cost}): {spell} cuesta {{{n}}} menos por cada criatura atacante que controlas, y atacas "
            "con {count}, así que se descuentan {less} de maná genérico de su {printed} (solo genérico, nunca por "
            "debajo de cero)."
        ),
        "costs.reduced": (
            "{total} ({cost}): {card} hace que {spell} cueste {{{n}}} menos, pero una reducción de coste solo "
            "quita maná genérico, y el {printed} de {spell} tiene {generic} genérico."
        ),
        "costs.increase_first": "{cards} suma {{{n}}} primero;",
        "costs.then_delve": (
            "Después, delve: cada una de las {n} cartas exiliadas paga {{1}} del maná genérico de ese {cost}, así que "
            "pagas {paid}."
        ),
        "costs.reduced_generic": (
            "{total} ({cost}): {card} hace que {spell} cueste {{{n}}} menos, que se quitan del maná genérico de "
            "su {printed} (una reducción nunca quita maná de color)."
        ),
        "countering.rest_happens": "El resto de {counter} sí ocurre (texto oficial en inglés): «{rest}»",
        "timing.companion": (
            "Poner tu compañero en la mano cuesta 3 de maná genérico ({{3}}) y es una acción especial que solo puedes "
            "realizar con prioridad y la pila vacía durante una fase principal de tu propio turno, y solo una vez por "
            "partida."
        ),
        "graveyard_order.order": (
            "Cada cementerio es una sola pila boca arriba cuyo orden normalmente no se puede cambiar; cualquier "
            "jugador puede mirar cualquier cementerio en cualquier momento."
        ),
        "graveyard_order.look": (
            "Cualquier jugador puede mirar cualquier cementerio, el suyo o el de un rival, en cualquier momento: "
            "cada cementerio es una sola pila boca arriba (cuyo orden normalmente no se puede cambiar)."
        ),
        "punish.countered": (
            "La habilidad de {card} se disparó cuando fue objetivo del hechizo, y una vez disparada se "
            "resuelve por su cuenta: contrarrestar el hechizo no la detiene, así que el controlador de ese "
            "hechizo recibe igualmente {n} de daño."
        ),
        "mana_ability.not_triggered_mana": (
            "La habilidad de {name} agrega maná, pero no es una habilidad de maná: una habilidad disparada solo "
            "lo es si se dispara al activar una habilidad de maná o al agregarse maná, y esta se dispara con otro "
            "evento, así que usa la pila y se puede responder antes de que tengas el maná."
        ),
        "deck.sideboard_size": (
            "15: en construido el banquillo puede tener como máximo quince cartas, y el límite de cuatro copias cuenta "
            "el mazo y el banquillo juntos."
        ),
        "deck.sideboard_limited": (
            "No hay un número fijo: en limitado todas las cartas de tu pool que no están en tu mazo forman tu banquillo."
        ),
        "deck.sideboard_fifth": (
            "El límite de cuatro copias cuenta el mazo y el banquillo juntos: con cuatro copias en el mazo "
            "principal, no puedes tener una quinta en el banquillo."
        ),
        "timing.x_on_cast": (
            "Al lanzarlo: el valor de X se anuncia mientras se lanza el hechizo, antes de pagar sus costes, y no "
            "cambia en la pila ni al resolverse."
        ),
        "zero_x.no_window": (
            "{card} entra con 0 contadores como 0/0, y el juego comprueba las acciones basadas en estado antes de "
            "que ningún jugador reciba prioridad, así que va al cementerio de su propietario antes de que nadie "
            "pueda responder o activar sus habilidades."
        ),
        "zero_x.not_cast": (
            "Puedes ponerla, pero {card} entra con 0 contadores (X es 0 porque no se lanzó) y, como 0/0, va al "
            "cementerio de su propietario como acción basada en estado antes de que nadie reciba prioridad."
        ),
        "zero_x.cast": (
            "Lanzada con X = 0, {card} entra con 0 contadores y, como 0/0, va al cementerio de su propietario "
            "como acción basada en estado antes de que nadie reciba prioridad."
        ),
        "goyf.size": (
            "{card} es {p}/{t}: las cartas de los cementerios tienen {n} tipos de carta ({types}); su fuerza es "
            "ese número y su resistencia ese número más 1."
        ),
        "goyf.type_artifact": "artefacto",
        "goyf.type_battle": "batalla",
        "goyf.type_creature": "criatura",
        "goyf.type_enchantment": "encantamiento",
        "goyf.type_instant": "instantáneo",
        "goyf.type_kindred": "tribal",
        "goyf.type_land": "tierra",
        "goyf.type_planeswalker": "planeswalker",
        "goyf.type_sorcery": "conjuro",
        "command.still_there": (
            "Se queda en el campo de batalla: un comandante va a la zona de mando solo desde el cementerio o el "
            "exilio (en la siguiente comprobación de acciones basadas en estado) o en vez de ir a la mano o a la "
            "biblioteca, y {card} no lo mueve de zona."
        ),
        "tax.increased": (
            "{n}: {total} con el impuesto de comandante, más {{{more}}} por {card}, cuyo aumento de coste se "
            "aplica también al hechizo de comandante."
        ),
        "soft_counter.instant_only": (
            "{source} no se puede usar en ese momento: su habilidad de maná dice que solo se activa como un "
            "instantáneo, y mientras {card} se resuelve nadie podría lanzar un instantáneo, así que el maná para "
            "pagar tiene que salir de otras fuentes."
        ),
        "drain.per_opponent": (
            "{n} veces: {card} se dispara cada vez que un oponente pierde vida, y cada uno de los {n} oponentes "
            "que pierden vida a la vez es un suceso propio, así que se dispara una vez por cada uno."
        ),
        "owner_zone.their_hand": "A la mano de tu rival, que es su propietario.",
        "cmd_damage.kept_total": "Ese jugador lleva {n} de daño de combate de ese comandante en total (con 21 o más pierde).",
        "cmd_damage.kept": (
            "El daño de comandante se cuenta por la carta del comandante durante toda la partida: el que ya hizo "
            "sigue contando aunque salga y vuelva (parpadeado, devuelto o lanzado de nuevo), porque sigue siendo "
            "el mismo comandante."
        ),
        "mv.chalice_cast_same": (
            "Puedes lanzarlo, pero {spell} tiene valor de maná {n} en la pila, igual que los {k} contadores de "
            "{chalice}: su habilidad se dispara y lo contrarresta."
        ),
        "sickness.next_turn": (
            "{name} puede entonces: en tu siguiente turno ya la controlas de forma continua desde que empezó "
            "ese turno, así que el mareo de invocación ya no se aplica."
        ),
        "sickness.next_turn_returned": (
            "{name} ya no estará bajo tu control: {card} te da el control solo hasta el final del turno, así que vuelve a su "
            "dueño antes de tu siguiente turno."
        ),
        "targets.walker_ability": "La habilidad de lealtad de {card}",
        "timing.assign_window": (
            "No hay ningún momento para hacerlo: ningún jugador puede lanzar hechizos ni activar habilidades "
            "entre que se asigna el daño de combate y se hace."
        ),
        "costs.delve_generic": (
            "Excavar solo paga maná genérico: cada carta que exilias de tu cementerio para {card} paga {{1}} de "
            "su coste total, nunca un símbolo de color, así que su maná de color tienes que pagarlo con maná."
        ),
        "objects.trigger_theirs": (
            "Tu rival: el disparo de {card} lo controla quien lo controlaba cuando se fue —tu rival, que te lo "
            "robó—, así que su efecto es suyo."
        ),
        "define.ability_word": (
            "{term} es una palabra de habilidad: agrupa cartas parecidas pero no tiene significado propio en las "
            "reglas; lo que pide está escrito en cada carta"
        ),
        "define.ability_word_card": "Por ejemplo, {card} (texto oficial en inglés): «{line}»",
        "pick.brawl_walker": (
            "En Brawl una carta de planeswalker legendaria puede ser tu comandante: el comandante de Brawl es una "
            "carta legendaria de criatura, planeswalker, Vehículo o Nave espacial."
        ),
        "pick.brawl_fits": (
            "{card} puede ser tu comandante de Brawl: en Brawl el comandante es una carta legendaria de criatura, "
            "planeswalker, Vehículo o Nave espacial."
        ),
        "pick.brawl_not": (
            "{card} no puede ser tu comandante de Brawl: el comandante de Brawl tiene que ser una carta "
            "legendaria de criatura, planeswalker, Vehículo o Nave espacial."
        ),
        "cmd_damage.cant_lose": (
            "{card} dice que no puedes perder el juego, y el texto de una carta prevalece sobre las reglas: 21 de daño "
            "de comandante no te hacen perder mientras lo controles (el daño se sigue contando si deja el campo)."
        ),
        "cmd_damage.brawl": (
            "Brawl no usa la regla de daño de comandante: el daño de combate de un comandante quita vida como "
            "siempre, pero ninguna cantidad, ni 21 ni más, hace perder por sí sola."
        ),
        "cmd_damage.stolen": (
            "El daño de comandante es el daño de combate del comandante, lo controle quien lo controle: mientras "
            "otro jugador controla tu comandante, el daño de combate que le hace a un jugador, tú incluido, suma para sus 21."
        ),
        "sickness.blinked": (
            "{name} volvió del exilio como un objeto nuevo, que no ha estado bajo tu control desde el comienzo de "
            "tu turno: este turno no puede atacar ni usar habilidades con el símbolo de girar en su coste (el "
            "«mareo de invocación»)."
        ),
        "illusion.copied_trigger": (
            "{card} se sacrifica, y como copia de {original} tiene su habilidad (texto oficial en inglés) "
            "«{ability}»: al dejar el campo de batalla se dispara igual."
        ),
        "mana_ability.spell": (
            "{name} es un hechizo, y un hechizo nunca es una habilidad de maná, agregue lo que agregue: se lanza "
            "y va a la pila como cualquier otro hechizo, así que se puede responder antes de que se agregue el "
            "maná."
        ),
        "mana_ability.on_tapped": (
            "La habilidad de {name} se dispara al girar una tierra para obtener maná, así que es una habilidad de "
            "maná: no usa la pila y se resuelve justo después de girarla, antes de que nadie pueda responder."
        ),
        "aura_prot.never_enters": (
            "{aura} nunca entra: su objetivo ganó la protección mientras {aura} aún era un hechizo en la pila, "
            "así que al intentar resolverse su único objetivo es ilegal; no se resuelve y va al cementerio de su "
            "propietario."
        ),
        "tron.more": "{land} agrega {mana}: controlas {needs}, así que agrega su cantidad mayor.",
        "tron.alone": "{land} agrega solo {mana}: su cantidad mayor necesita {needs}, y no controlas los dos.",
        "tron.total": "juntas agregan {n} manás incoloros ({parts}).",
        "tron.both": "un {a} y un {b}",
        "qprot.monocolored": "lo monocolor",
        "qprot.multicolored": "lo multicolor",
        "qprot.colorless": "lo incoloro",
        "qprot.everything": "todo",
        "qprot.no_target": (
            "{card} tiene protección contra {quality}, y {source} es {kind}: no puede hacer objetivo a {card}."
        ),
        "qprot.may_target": (
            "{card} tiene protección contra {quality}, pero {source} es {kind}, así que esa protección no le "
            "impide hacer objetivo a {card}."
        ),
        "qprot.prevented": (
            "{card} tiene protección contra {quality}, y {source} es {kind}: se previene todo el daño que "
            "{source} le haría a {card}."
        ),
        "qprot.dealt": (
            "{card} tiene protección contra {quality}, pero {source} es {kind}, así que su daño a {card} no se "
            "previene."
        ),
        "thg.first_draw": (
            "En Gigante de dos cabezas el equipo que juega primero se salta el paso de robar de su primer turno: "
            "ninguno de sus jugadores roba entonces."
        ),
        "thg.poison_dead": (
            "El equipo comparte sus contadores de veneno: {n} entre sus jugadores son quince o más, así que el "
            "equipo pierde."
        ),
        "thg.poison_alive": (
            "El equipo comparte sus contadores de veneno: {n} entre sus jugadores son menos de los quince con los "
            "que pierde un equipo de Gigante de dos cabezas."
        ),
        "thg.pay_ok": "Pagar vida usa el total de vida del equipo: se pueden pagar {n} vidas de {life}.",
        "thg.pay_too_much": (
            "Pagar vida usa el total de vida del equipo, y nadie puede pagar más vida de la que tiene ese total: "
            "{n} vidas con el equipo a {life} no se pueden pagar."
        ),
        "thg.each_opponent": (
            "{card} hace que cada oponente pierda {each}: los dos jugadores del otro equipo la pierden, y su "
            "total de vida compartido pierde {n}."
        ),
        "thg.order": (
            "El equipo activo pone en la pila todas las habilidades disparadas que controlan sus jugadores en el "
            "orden que quiera, mezclando las de los dos."
        ),
        "qprot.sacrifice": "{source} hace sacrificar a un jugador, haciendo objetivo al jugador y no a {card}, y la protección no impide sacrificar: se puede sacrificar {card}.",
        "control.taker_left_mine": (
            "Vuelve a tu control, el de su propietario: cuando un jugador deja la partida, terminan todos los "
            "efectos que le daban el control de un objeto."
        ),
        "attack_tax.enters_attacking": (
            "El coste de {card} se paga al declarar atacantes; una criatura que entra al campo de batalla "
            "atacando (ninjutsu, «entra atacando») nunca fue declarada como atacante, así que no se paga nada por "
            "ella."
        ),
        "thg.second_draws": (
            "En Gigante de dos cabezas solo el equipo que juega primero se salta su primer paso de robar: el "
            "equipo que va segundo roba con normalidad, cada uno de sus jugadores."
        ),
        "locked.after_tokens": (
            "El efecto de {spell} se aplica solo a las criaturas que estaban en el campo de batalla al "
            "resolverse; las fichas que creó {creature} llegaron después, así que no lo reciben."
        ),
        "locked.after": (
            "El efecto de {spell} se aplica solo a las criaturas que estaban en el campo de batalla al "
            "resolverse; {creature} entró después, así que no lo recibe."
        ),
        "qprot.sacrifice_each": (
            "{source} hace sacrificar a cada jugador, sin hacer objetivo, y la protección no impide sacrificar: "
            "se puede sacrificar {card}."
        ),
        "qprot.kind_monocolored": "monocolor",
        "qprot.kind_multicolored": "multicolor",
        "qprot.kind_colorless": "incoloro",
        "aura_enters.owner": (
            "Su propietario: {aura} no se lanza, así que no hace objetivo; {putter} la devuelve bajo el control "
            "de su propietario, y ese jugador elige qué encanta al entrar (cualquier objeto que pueda encantar "
            "legalmente)."
        ),
        "aura_enters.putter": (
            "Tú, el jugador que la pone en el campo de batalla con {putter}: {aura} no se lanza, así que no hace "
            "objetivo, y ese jugador elige qué encanta al entrar (cualquier objeto que pueda encantar "
            "legalmente)."
        ),
        "aura_enters.untargetable": (
            "{aura} puesta en el campo de batalla por {putter} no se lanza, así que no hace objetivo: el jugador "
            "bajo cuyo control entra elige qué encanta, y el antimaleficio o el velo no lo impiden (solo la "
            "protección o su habilidad de encantar lo harían)."
        ),
        "blink.aura_back": (
            "Después, la propia habilidad disparada de {aura} la devuelve del cementerio a la mano de su propietario."
        ),
        "blink.equipment_stays": "{equipment} se queda en el campo de batalla, sin anexar, hasta que se vuelva a equipar.",
        "blink.equipment_reattaches": (
            "{equipment} se queda en el campo de batalla, sin anexar; su propia habilidad disparada te deja "
            "volver a anexarla a la criatura cuando regresa."
        ),
        "until_leaves.command_zone": (
            "Al pasar a la zona de mando es un objeto nuevo, y el regreso de {card} solo devuelve la carta que "
            "exilió, que ya no está en el exilio: se queda en la zona de mando."
        ),
        "objects.made_create": "la ficha que crea",
        "objects.made_draw": "el robo",
        "objects.made_gain": "la vida que gana",
        "objects.made_search": "la carta que busca",
        "targets.share_left": "El objetivo que queda recibe solo los {n} que se le asignaron.",
        "combat.first_strike_clean": (
            "Con dañar primero, {name} hace ese daño en el primer paso de daño de combate, así que todas mueren "
            "antes de hacer el suyo: {name} no recibe daño."
        ),
        "define.kind_of": "{term} es un tipo de {title}",
        "obsolete.term": "«{term}» es un término obsoleto: “{quote}” [glosario de las Reglas Completas, «{entry}», texto oficial en inglés]",
        "obsolete.now": "La regla actual: {cited}",
        "library.wins": "Gana:",
        "hand.holder_not_active": (
            "Solo el jugador activo —tú, en tu turno— descarta hasta el tamaño máximo de mano en el paso de "
            "limpieza; el otro jugador se queda con todas sus cartas."
        ),
        "untapped.one_each": (
            "Cada criatura bloqueadora bloquea a un solo atacante: una sola criatura no puede bloquear a las dos "
            "salvo que su texto diga que puede bloquear a más."
        ),
        "untapped.enters_tapped": (
            "{card} vuelve girada, y solo las criaturas enderezadas pueden bloquear: no puede bloquear hasta que "
            "se endereza en el paso de enderezar de su controlador."
        ),
        "untapped.vigilance": (
            "{card} tiene vigilancia: atacar no la gira, así que se queda enderezada y puede bloquear en el turno "
            "siguiente."
        ),
        "untapped.next_untap": (
            "{card} sigue girada hasta el siguiente paso de enderezar de su controlador —los permanentes se "
            "enderezan solo al principio del turno de su controlador, no al final— y una criatura girada no puede "
            "bloquear."
        ),
        "mana_color.colorless": "maná incoloro",
        "mana_color.cant": (
            "{source} solo produce {made}, y el {symbol} del coste de {spell} solo se puede pagar con maná "
            "{color}: ese maná solo puede pagar una parte genérica de un coste."
        ),
        "aura.abilities_work_combat": (
            "{card} solo impide que la criatura encantada ataque o bloquee; no dice nada de sus habilidades "
            "activadas, así que siguen funcionando, incluso las que tienen {{T}} en el coste."
        ),
        "timing.own_haste": (
            "{name} tiene prisa, así que puede atacar y usar sus habilidades con {{T}} el mismo turno en que la tomas."
        ),
        "not_cast.exiled_instead": (
            "Se exilia en vez de entrar: {card} exilia a una criatura que no es ficha y que fuera a entrar al "
            "campo de batalla sin haberse lanzado."
        ),
        "storm.copies_uncast": (
            "Ninguna de las copias: {watcher} solo se dispara cuando se lanza un hechizo, y las copias de {card} "
            "que crea tormenta se ponen en la pila sin lanzarse."
        ),
        "storm.the_spell": "tu hechizo con tormenta",
        "prevention.after_first_strike": (
            "El daño de dañar primero que {source} ya hizo queda hecho; desde entonces {card} previene todo el "
            "daño de combate que {source} fuera a hacer, así que su daño de combate normal se previene."
        ),
        "blink.untapped": "Además vuelve enderezada.",
        "mana_color.colorless_kind": "incoloro",
        "hand.you_choose": "Tú eliges qué cartas descartas.",
        "loyalty.all_removed": (
            "{card} quita todos los contadores de {walker}, así que su lealtad es 0 y va al cementerio de su "
            "propietario como acción basada en estado."
        ),
        "countered.not_its_value": (
            "{card} tiene valor de maná {mv}, no {n}: {source} no se dispara por él, así que nada lo contrarresta y se "
            "resuelve con normalidad."
        ),
        "countered.trigger_countered": (
            "La habilidad disparada de {source} es lo que contrarrestaría {card}; al contrarrestarla, ninguno de sus "
            "efectos ocurre, así que {card} sigue en la pila y se resuelve con normalidad."
        ),
        "countered.spell_stays": (
            "Solo se contrarresta la habilidad disparada: es una habilidad propia en la pila, y {card} sigue en "
            "la pila y se resuelve con normalidad."
        ),
        "mana_color.generic_part": "Aun así puede pagar la parte genérica del coste de {spell}.",
        "command.abilities_off": (
            "No: en la zona de mando sus habilidades no funcionan. Las habilidades de una carta de permanente "
            "normalmente solo funcionan mientras está en el campo de batalla; solo funciona allí una habilidad "
            "que diga que funciona desde la zona de mando."
        ),
        "cmd_damage.walker": (
            "Solo cuenta para los 21 el daño de combate que un comandante hace a un jugador; el que hace a un "
            "planeswalker o a una batalla no."
        ),
        "extra.deaths": "{n} disparos en total: {each} por cada una de las {deaths} criaturas que mueren.",
        "pick.controls_stolen": (
            "{card} solo pregunta si controlas un comandante en el campo de batalla, y cuenta el de cualquier "
            "jugador: el de otro jugador que ahora controles también es un comandante que controlas."
        ),
        "life_response.burn_first": (
            "{card} se lanzó en respuesta, así que se resuelve primero: su daño te deja a {left} vidas y pierdes "
            "cuando se comprueban las acciones basadas en estado, antes de que se resuelva {gain}."
        ),
        "life.a_draw": "Empate.",
        "life.kept_in_you": (
            "Ganas tú: ambos jugadores quedan a {left} vidas, pero el «no puedes perder la partida» de {card} te "
            "mantiene en juego (un «no puede» prevalece sobre la regla que te haría perder), así que solo pierde "
            "tu rival."
        ),
        "life.kept_in_them": (
            "Gana tu rival: ambos jugadores quedan a {left} vidas, pero el «no puedes perder la partida» de {card} "
            "mantiene en juego a su controlador (un «no puede» prevalece sobre la regla que le haría perder), así "
            "que solo pierdes tú."
        ),
        "if.never_state": (
            "La habilidad de {card} no se dispara: su condición (texto oficial en inglés: «if {condition}») ya no se "
            "cumple cuando empieza el paso de robar, y un «si» intermedio se comprueba cuando ocurre el evento."
        ),
        "source_gone.the_creature": "la criatura",
        "source_gone.target_left": (
            "La habilidad de {source} no se resuelve: su único objetivo dejó el campo de batalla ({target} vuelve "
            "como un objeto nuevo que la habilidad no puede encontrar), así que no ocurre nada de su efecto."
        ),
        "enters.cards": (
            "{total} cartas: {maker} pone {k} fichas de criatura en el campo de batalla a la vez, y la habilidad "
            "de {card} se dispara una vez por cada una, una carta cada vez."
        ),
        "enters.cards_paid": (
            "Hasta {total} cartas: {maker} pone {k} fichas de criatura en el campo de batalla a la vez, y la "
            "habilidad de {card} se dispara una vez por cada una; cada vez puedes pagar {{1}} para robar una "
            "carta."
        ),
        "timing.equip_respond": (
            "Equipar es una habilidad activada: al activarla va a la pila, y solo anexa el equipo cuando se "
            "resuelve, así que los jugadores reciben prioridad y pueden responder antes (con un instantáneo, por "
            "ejemplo)."
        ),
        "untapped.tapped_now": (
            "{card} está girada, y solo las criaturas enderezadas pueden declararse como bloqueadoras: girada "
            "antes de declarar bloqueadoras, no puede bloquear en este combate."
        ),
        "source_gone.target_gone": (
            "La habilidad de {source} no se resuelve: su único objetivo, {target}, ya no está, así que no ocurre "
            "nada de su efecto."
        ),
        "lifelink.survives": (
            "Quedas a {end} vidas: todo el daño de combate se hace a la vez, y el vínculo vital de {card} te hace "
            "ganar {n} vidas al hacer su daño, así que pasas de {start} a {end} ({start} − {damage} + {n}) antes "
            "de que se comprueben las acciones basadas en estado."
        ),
        "lifelink.dies": (
            "Quedas a {end} vidas y pierdes: todo el daño de combate se hace a la vez, y el vínculo vital de "
            "{card} te hace ganar {n} vidas al hacer su daño, pero {start} − {damage} + {n} sigue siendo 0 o "
            "menos cuando se comprueban las acciones basadas en estado."
        ),
        "sacrifice.tapped_ok": (
            "Sacrificar no mira si un permanente está girado: el coste de {card} solo pide que los sacrifiques, "
            "así que valen los girados (un coste pide permanentes enderezados solo cuando dice «enderezados»)."
        ),
    },
}


def t(lang: str, key: str, **values: str) -> str:
    text = STRINGS[lang][key].format(**values)
    for plural, singular in _ONE[lang]:
        text = plural.sub(singular, text)
    return text


#: a count of 1 filled into a plural template: "1 poison counters" → "1 poison counter", "1 contadores" → "1 contador",
#: "gana 1 vidas" → "gana 1 vida"
_ONE = {
    "en": [(re.compile(r"(?<![\d./+-])1 ((?:[+-]1/[+-]1 |[a-z]+ )?)counters\b"), r"1 \1counter")],
    "es": [
        (re.compile(r"(?<![\d./+-])1 contadores\b"), "1 contador"),
        (re.compile(r"(?<![\d./+-])1 vidas\b"), "1 vida"),
    ],
}
