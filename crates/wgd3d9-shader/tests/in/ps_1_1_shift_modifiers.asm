// ps_1_1: result shifts _x2, _x4 and _d2 together with _sat
ps_1_1
tex t0
tex t1
mul_x2 r0, t0, v0
mul_x4 r1, t1, v1
add_d2 r0, r0, r1
mov_sat r0, r0
