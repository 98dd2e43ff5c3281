// Declarations only (see include/CFuzzerDriver.h); SwiftPM needs a source file in a C target.
#include "CFuzzerDriver.h"
