/* kontor-rules-error.c: the rule behind each error code, in plain words. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kontor-rules-error.h"
#include "kontor-ht-enums.h"



/* The ids are the GEnum nicks of KontorRuleError (glib-mkenums). */
static GEnumClass *
rule_class (void)
{
  GEnumClass *klass = g_type_class_peek (KONTOR_TYPE_RULE_ERROR);
  return klass ? klass : g_type_class_ref (KONTOR_TYPE_RULE_ERROR);   /* kept for the process */
}

const char *
kontor_rule_error_id (KontorRuleError code)
{
  GEnumValue *v = g_enum_get_value (rule_class (), code);
  return v ? v->value_nick : "?";
}

int
kontor_rule_error_from_id (const char *id)
{
  GEnumValue *v = id ? g_enum_get_value_by_nick (rule_class (), id) : NULL;
  return v ? v->value : -1;
}

const char *
kontor_rule_error_summary (KontorRuleError code)
{
  switch (code)
    {
    case KONTOR_RULE_ERROR_SETUP_PLAYERS: return _("Hansa Teutonica is played by 2 to 5 players.");
    case KONTOR_RULE_ERROR_SETUP_TAVERNS: return _("Each of the three taverns starts with one bonus marker.");
    case KONTOR_RULE_ERROR_SETUP_VARIANT: return _("Two players play with the neutral player; the variant is for two players only.");
    case KONTOR_RULE_ERROR_GAME_OVER: return _("Once the game has ended nothing more can be done.");
    case KONTOR_RULE_ERROR_RELOCATION_PENDING: return _("A displaced player puts their pieces back before the game goes on.");
    case KONTOR_RULE_ERROR_BONUS_PLACEMENT_PENDING: return _("At the end of a turn the drawn bonus markers are placed first.");
    case KONTOR_RULE_ERROR_NO_RELOCATION: return _("Pieces are relocated only after a displacement.");
    case KONTOR_RULE_ERROR_NO_BONUS_PLACEMENT: return _("Bonus markers are placed only at the end of the turn in which they were drawn.");
    case KONTOR_RULE_ERROR_WRONG_PLAYER: return _("Only the player whose move it is can act.");
    case KONTOR_RULE_ERROR_NO_ACTIONS_LEFT: return _("A turn has as many actions as the Actions track shows, plus bonus actions.");
    case KONTOR_RULE_ERROR_BAD_SPACE: return _("The route or space does not exist on this board.");
    case KONTOR_RULE_ERROR_HIRE_OVER_LIMIT: return _("Hiring moves at most as many pieces as the Money bags show.");
    case KONTOR_RULE_ERROR_HIRE_STOCK: return _("Only pieces in the stock can be hired.");
    case KONTOR_RULE_ERROR_SPACE_OCCUPIED: return _("Pieces are placed on empty spaces only.");
    case KONTOR_RULE_ERROR_NOT_IN_SUPPLY: return _("Only pieces in the supply can be placed.");
    case KONTOR_RULE_ERROR_DISPLACE_EMPTY: return _("Displacing needs another player's piece on the space.");
    case KONTOR_RULE_ERROR_DISPLACE_OWN: return _("You cannot displace your own pieces.");
    case KONTOR_RULE_ERROR_DISPLACE_PAYMENT: return _("Displacing a trader costs 1 more piece, a merchant 2 more.");
    case KONTOR_RULE_ERROR_DISPLACE_CANNOT_PAY: return _("Displacing is allowed only when the whole penalty can be paid from the supply.");
    case KONTOR_RULE_ERROR_RELOCATE_DISPLACED: return _("The displaced piece must go back on the board.");
    case KONTOR_RULE_ERROR_RELOCATE_TOO_MANY: return _("A displaced player may add 1 piece (trader displaced) or 2 (merchant displaced).");
    case KONTOR_RULE_ERROR_RELOCATE_SOURCE: return _("Extra pieces come from the stock, then the supply, then the board.");
    case KONTOR_RULE_ERROR_RELOCATE_DISTANCE: return _("Displaced pieces go to the nearest routes with an empty space.");
    case KONTOR_RULE_ERROR_RELOCATE_NO_SPACE: return _("There is no empty space left for this piece.");
    case KONTOR_RULE_ERROR_MOVE_TOO_MANY: return _("Moving is limited by the Liber Sophiae.");
    case KONTOR_RULE_ERROR_MOVE_NOT_OWN: return _("Only your own pieces on routes can be moved.");
    case KONTOR_RULE_ERROR_MOVE_TARGET: return _("Pieces move to empty spaces only.");
    case KONTOR_RULE_ERROR_MOVE_DUPLICATE: return _("Each piece moves once, to a different space.");
    case KONTOR_RULE_ERROR_CLAIM_INCOMPLETE: return _("A route can be claimed only when all its spaces hold your pieces.");
    case KONTOR_RULE_ERROR_BENEFIT_CITY: return _("A claim's office goes to one of the route's two cities.");
    case KONTOR_RULE_ERROR_OFFICE_CITY_FULL: return _("A city without a free office takes no new office.");
    case KONTOR_RULE_ERROR_OFFICE_PRIVILEGE: return _("An office's colour must be within your Privilegium.");
    case KONTOR_RULE_ERROR_OFFICE_SHAPE: return _("Square offices take traders, round offices take merchants.");
    case KONTOR_RULE_ERROR_PIECE_NOT_ON_ROUTE: return _("The new office is a piece from the claimed route.");
    case KONTOR_RULE_ERROR_UPGRADE_NOT_OFFERED: return _("Only a city showing an ability lets a claim upgrade it.");
    case KONTOR_RULE_ERROR_ABILITY_FULL: return _("A fully developed ability cannot be upgraded.");
    case KONTOR_RULE_ERROR_COELLEN_ROUTE: return _("Only the route to Coellen's prestige table leads to it.");
    case KONTOR_RULE_ERROR_COELLEN_SPACE: return _("Each prestige table space holds one merchant.");
    case KONTOR_RULE_ERROR_COELLEN_PRIVILEGE: return _("A prestige table space's colour must be within your Privilegium.");
    case KONTOR_RULE_ERROR_EXTRA_OFFICE_NO_MARKER: return _("An extra office needs an Extra office marker held before the claim.");
    case KONTOR_RULE_ERROR_EXTRA_OFFICE_EMPTY_CITY: return _("An extra office goes to a city that already has an office.");
    case KONTOR_RULE_ERROR_MARKER_NOT_HELD: return _("Only unused bonus markers you hold can be used.");
    case KONTOR_RULE_ERROR_REMOVE_INVALID: return _("Remove 3 takes up to three pieces off route spaces.");
    case KONTOR_RULE_ERROR_SWAP_INVALID: return _("Swap offices exchanges two neighbouring offices of one city.");
    case KONTOR_RULE_ERROR_BONUS_ROUTE: return _("A new bonus marker goes on an empty route without a marker, next to a city with a free office.");
    case KONTOR_RULE_ERROR_BONUS_KIND: return _("The drawn marker must be one still in the stack.");
    case KONTOR_RULE_ERROR_BONUS_SET_ASIDE: return _("A marker is set aside only when no route can take it.");
    case KONTOR_RULE_ERROR_END_OFFICES: return _("A city has only so many offices, filled from the left.");
    case KONTOR_RULE_ERROR_END_PIECES: return _("Each colour has 27 traders and 4 merchants.");
    case KONTOR_RULE_ERROR_END_COELLEN: return _("A prestige table space's colour must be within its owner's Privilegium.");
    case KONTOR_RULE_ERROR_END_MARKERS: return _("The game has 15 bonus markers.");
    case KONTOR_RULE_ERROR_NEUTRAL_CLAIM_PENDING: return _("A route full of neutral traders is claimed at once, before the game goes on.");
    case KONTOR_RULE_ERROR_NO_NEUTRAL_CLAIM: return _("The neutral claims only a route whose spaces all hold neutral traders.");
    case KONTOR_RULE_ERROR_NEUTRAL_CLAIM_CITY: return _("The neutral office goes to the leftmost free office of one of the route's cities.");
    case KONTOR_RULE_ERROR_SETUP_BOARD: return _("The board is one of the five printed board sides.");
    case KONTOR_RULE_ERROR_RELOCATE_NEUTRAL_EXTRA: return _("A displaced neutral trader is relocated together with one more neutral trader while a space is left for it.");
    case KONTOR_RULE_ERROR_SPACE_MERCHANT_ONLY: return _("Ship spaces take merchants only.");
    case KONTOR_RULE_ERROR_MOVE_OCCUPIED: return _("Pieces moved or placed by a marker go to empty spaces only.");
    case KONTOR_RULE_ERROR_TABLE_WRONG_ROUTE: return _("Only the one route into the prestige table's city leads to the table.");
    case KONTOR_RULE_ERROR_TABLE_NO_MERCHANT: return _("The prestige table takes a merchant from the claimed route.");
    case KONTOR_RULE_ERROR_TABLE_PRIVILEGE: return _("A prestige table space's colour must be within your Privilegium.");
    case KONTOR_RULE_ERROR_BONUS_PERMANENT: return _("A route with a printed permanent marker never takes a bonus marker.");
    case KONTOR_RULE_ERROR_BONUS_REGION: return _("Routes in Wales and Scotland never take a bonus marker.");
    case KONTOR_RULE_ERROR_BONUS_NO_FREE_SLOT: return _("A new bonus marker needs a city with a free printed office next to its route.");
    case KONTOR_RULE_ERROR_CLAIM_ABILITY_NOT_OFFERED: return _("A claim upgrades only an ability that one of the route's cities shows.");
    case KONTOR_RULE_ERROR_EAST_GREEN_NO_SLOTS: return _("Green cities have no printed offices: only an extra office or the green-city marker builds there.");
    case KONTOR_RULE_ERROR_SWAP_EXTRA_OFFICE: return _("In a green city only two neighbouring added offices can be swapped; extra offices never.");
    case KONTOR_RULE_ERROR_PERM_NOT_MARITIME: return _("Only a route with a printed permanent marker gives its effect.");
    case KONTOR_RULE_ERROR_PERM_KIND_MISMATCH: return _("The permanent effect is the one printed beside the claimed route.");
    case KONTOR_RULE_ERROR_PERM_TOO_MANY: return _("A permanent marker moves or places at most 2 pieces.");
    case KONTOR_RULE_ERROR_PERM_NO_PIECE: return _("A permanent marker acts only on pieces that are there.");
    case KONTOR_RULE_ERROR_PERM_NO_SUPPLY: return _("The green-city office comes from your supply.");
    case KONTOR_RULE_ERROR_PERM_NOT_GREEN: return _("The green-city marker builds in a green city only.");
    case KONTOR_RULE_ERROR_PERM_REUSE_SAME_ROUTE: return _("Reused pieces leave the claimed route.");
    case KONTOR_RULE_ERROR_PERM_SOURCE_ORDER: return _("Pieces placed by the marker come from the stock, then the supply, then the board.");
    case KONTOR_RULE_ERROR_PERM_TARGET_COUNTRY: return _("The marker places pieces in Wales or Scotland only.");
    case KONTOR_RULE_ERROR_BRIT_NO_PERMISSION: return _("Placing or displacing in Wales or Scotland needs an unused permission from a gateway city.");
    case KONTOR_RULE_ERROR_BRIT_COUNTRY: return _("A piece from England stays in England; a piece from Wales or Scotland may also go to England.");
    case KONTOR_RULE_ERROR_BRIT_MOVE2_COUNTRY: return _("Pieces moved by the permanent marker stay in their country.");
    case KONTOR_RULE_ERROR_BRIT_MOVE3_OWN: return _("On Britannia the Remove 3 marker moves other players' pieces only.");
    case KONTOR_RULE_ERROR_BRIT_MOVE3_COUNTRY: return _("Pieces moved by the Remove 3 marker stay in their country.");
    case KONTOR_RULE_ERROR_BRIT_REMOVE3_FORM: return _("On Britannia the Remove 3 marker moves pieces; elsewhere it removes them.");
    case KONTOR_RULE_ERROR_NEUTRAL_GREEN_CITY: return _("The neutral never builds in a green city.");
    case KONTOR_RULE_ERROR_NEUTRAL_NO_SHIP: return _("The neutral has traders only and never stands on a ship space.");
    default: return "";
    }
}
