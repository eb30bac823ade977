// ps_1_1: source modifiers _bias, _bx2, 1-x (invert) and negate, alone and combined with negate
ps_1_1
tex t0
tex t1
add r0, t0, t1_bias
add r1, -t0_bias, v0
mad r0, r1, -t1_bx2, r0
mul r1, 1-t0, v1
sub r0, r0, -r1
