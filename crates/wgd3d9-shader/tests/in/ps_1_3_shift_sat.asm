// ps_1_3: _x2, _x4, _d2 result shifts and _sat on different instructions
ps_1_3
tex t0
tex t1
mul_x4 r1, t0, v0
mad_d2 r1, t1, v1, r1
add_x2 r0, r1, t1_bias
mov_sat r0, r0
