// A rules file that reaches up into play: the module-order check must refuse this tree.
#include "dicechess/play/match.h"
