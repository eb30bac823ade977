// ps_1_2: texm3x3pad x2 and texm3x3spec with a constant eye vector
ps_1_2
def c0, 0.0, 0.0, 1.0, 0.0
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3spec t3, t0_bx2, c0
mov r0, t3
