"""
`tools.bench.pystone`
====================================================

A Pystone benchmark for calibrating speed figures, written for this project. It follows the
algorithm of Pystone 1.2 (Reinhold Weicker's Dhrystone 2.1 as translated to Python): the
Record type, Proc0 to Proc8 and Func1 to Func3 do the same work per pass, with integer
division, so its passes per second compare with published Pystone figures (for example
CircuitPython on a 120 MHz SAMD51, about 1,520 passes/s).

Runs under CPython, MicroPython and CircuitPython. :func:`Proc0` does the passes and needs no
clock (``tools/bench/counts.py`` counts its machine instructions); :func:`pystones` times it;
``python -m tools.bench.pystone [passes]`` prints the result.
"""

import time

LOOPS = 50000

IDENT1, IDENT2, IDENT3, IDENT4, IDENT5 = 1, 2, 3, 4, 5
TRUE = 1
FALSE = 0


class Record:
    """Dhrystone's record: a pointer to another record, a discriminant, an enumeration, an
    integer and a string."""

    def __init__(self, PtrComp=None, Discr=0, EnumComp=0, IntComp=0, StringComp=0):
        self.PtrComp = PtrComp
        self.Discr = Discr
        self.EnumComp = EnumComp
        self.IntComp = IntComp
        self.StringComp = StringComp

    def copy(self):
        return Record(self.PtrComp, self.Discr, self.EnumComp, self.IntComp, self.StringComp)


# The benchmark's global variables, as in Dhrystone.
IntGlob = 0
BoolGlob = FALSE
Char1Glob = "\0"
Char2Glob = "\0"
Array1Glob = [0] * 51
Array2Glob = [[0] * 51 for _ in range(51)]
PtrGlb = None
PtrGlbNext = None


def Proc0(loops=LOOPS):
    """Set up the records and do ``loops`` passes of the main loop."""
    global IntGlob, BoolGlob, Char1Glob, Char2Glob, PtrGlb, PtrGlbNext

    PtrGlbNext = Record()
    PtrGlb = Record()
    PtrGlb.PtrComp = PtrGlbNext
    PtrGlb.Discr = IDENT1
    PtrGlb.EnumComp = IDENT3
    PtrGlb.IntComp = 40
    PtrGlb.StringComp = "DHRYSTONE PROGRAM, SOME STRING"
    String1Loc = "DHRYSTONE PROGRAM, 1'ST STRING"
    Array2Glob[8][7] = 10

    for _ in range(loops):
        Proc5()
        Proc4()
        IntLoc1 = 2
        IntLoc2 = 3
        String2Loc = "DHRYSTONE PROGRAM, 2'ND STRING"
        EnumLoc = IDENT2
        BoolGlob = not Func2(String1Loc, String2Loc)
        while IntLoc1 < IntLoc2:
            IntLoc3 = 5 * IntLoc1 - IntLoc2
            IntLoc3 = Proc7(IntLoc1, IntLoc2)
            IntLoc1 = IntLoc1 + 1
        Proc8(Array1Glob, Array2Glob, IntLoc1, IntLoc3)
        PtrGlb = Proc1(PtrGlb)
        CharIndex = "A"
        while CharIndex <= Char2Glob:
            if EnumLoc == Func1(CharIndex, "C"):
                EnumLoc = Proc6(IDENT1)
            CharIndex = chr(ord(CharIndex) + 1)
        IntLoc3 = IntLoc2 * IntLoc1
        IntLoc2 = IntLoc3 // IntLoc1
        IntLoc2 = 7 * (IntLoc3 - IntLoc2) - IntLoc1
        IntLoc1 = Proc2(IntLoc1)


def Proc1(PtrParIn):
    PtrParIn.PtrComp = NextRecord = PtrGlb.copy()
    PtrParIn.IntComp = 5
    NextRecord.IntComp = PtrParIn.IntComp
    NextRecord.PtrComp = PtrParIn.PtrComp
    NextRecord.PtrComp = Proc3(NextRecord.PtrComp)
    if NextRecord.Discr == IDENT1:
        NextRecord.IntComp = 6
        NextRecord.EnumComp = Proc6(PtrParIn.EnumComp)
        NextRecord.PtrComp = PtrGlb.PtrComp
        NextRecord.IntComp = Proc7(NextRecord.IntComp, 10)
    else:
        PtrParIn = NextRecord.copy()
    NextRecord.PtrComp = None
    return PtrParIn


def Proc2(IntParIO):
    IntLoc = IntParIO + 10
    while True:
        if Char1Glob == "A":
            IntLoc = IntLoc - 1
            IntParIO = IntLoc - IntGlob
            EnumLoc = IDENT1
        if EnumLoc == IDENT1:
            break
    return IntParIO


def Proc3(PtrParOut):
    global IntGlob

    if PtrGlb is not None:
        PtrParOut = PtrGlb.PtrComp
    else:
        IntGlob = 100
    PtrGlb.IntComp = Proc7(10, IntGlob)
    return PtrParOut


def Proc4():
    global Char2Glob

    BoolLoc = Char1Glob == "A"
    BoolLoc = BoolLoc or BoolGlob
    Char2Glob = "B"


def Proc5():
    global Char1Glob, BoolGlob

    Char1Glob = "A"
    BoolGlob = FALSE


def Proc6(EnumParIn):
    EnumParOut = EnumParIn
    if not Func3(EnumParIn):
        EnumParOut = IDENT4
    if EnumParIn == IDENT1:
        EnumParOut = IDENT1
    elif EnumParIn == IDENT2:
        EnumParOut = IDENT1 if IntGlob > 100 else IDENT4
    elif EnumParIn == IDENT3:
        EnumParOut = IDENT2
    elif EnumParIn == IDENT4:
        pass
    elif EnumParIn == IDENT5:
        EnumParOut = IDENT3
    return EnumParOut


def Proc7(IntParI1, IntParI2):
    IntLoc = IntParI1 + 2
    IntParOut = IntParI2 + IntLoc
    return IntParOut


def Proc8(Array1Par, Array2Par, IntParI1, IntParI2):
    global IntGlob

    IntLoc = IntParI1 + 5
    Array1Par[IntLoc] = IntParI2
    Array1Par[IntLoc + 1] = Array1Par[IntLoc]
    Array1Par[IntLoc + 30] = IntLoc
    for IntIndex in range(IntLoc, IntLoc + 2):
        Array2Par[IntLoc][IntIndex] = IntLoc
    Array2Par[IntLoc][IntLoc - 1] = Array2Par[IntLoc][IntLoc - 1] + 1
    Array2Par[IntLoc + 20][IntLoc] = Array1Par[IntLoc]
    IntGlob = 5


def Func1(CharPar1, CharPar2):
    CharLoc1 = CharPar1
    CharLoc2 = CharLoc1
    if CharLoc2 != CharPar2:
        return IDENT1
    return IDENT2


def Func2(StrParI1, StrParI2):
    IntLoc = 1
    while IntLoc <= 1:
        if Func1(StrParI1[IntLoc], StrParI2[IntLoc + 1]) == IDENT1:
            CharLoc = "A"
            IntLoc = IntLoc + 1
    if "W" <= CharLoc <= "Z":
        IntLoc = 7
    if CharLoc == "X":
        return TRUE
    if StrParI1 > StrParI2:
        IntLoc = IntLoc + 7
        return TRUE
    return FALSE


def Func3(EnumParIn):
    EnumLoc = EnumParIn
    if EnumLoc == IDENT3:
        return TRUE
    return FALSE


def _now_us():
    if hasattr(time, "ticks_us"):
        return time.ticks_us()
    return int(time.perf_counter() * 1000000)


def _since_us(start):
    if hasattr(time, "ticks_diff"):
        return time.ticks_diff(time.ticks_us(), start)
    return _now_us() - start


def pystones(loops=LOOPS):
    """Time ``loops`` passes; return (seconds, passes per second). As in Pystone, the time of
    an empty loop of the same length is taken off."""
    start = _now_us()
    for _ in range(loops):
        pass
    null_us = _since_us(start)
    start = _now_us()
    Proc0(loops)
    seconds = max(_since_us(start) - null_us, 1) / 1000000.0
    return seconds, loops / seconds


def main(argv=None):
    import sys

    args = sys.argv[1:] if argv is None else argv
    loops = int(args[0]) if args else LOOPS
    seconds, rate = pystones(loops)
    print("Pystone(1.2 algorithm) time for %d passes = %g" % (loops, seconds))
    print("This machine benchmarks at %g pystones/second" % rate)


if __name__ == "__main__":
    main()
