// vs_3_0: the _sat result modifier and the _abs source modifier (vs_3_0 only), also combined with negate
vs_3_0
dcl_position v0
dcl_normal v1
dcl_position o0
dcl_color0 o1
dcl_color1 o2
m4x4 o0, v0, c0
mov r0, v1
dp3_sat r1.x, r0, c4
dp3 r1.y, r0, c5
mov r1.zw, r0
mov r2, r1_abs
add r3, -r0_abs, c6
mul_sat o1, r1.x, c7
mad_sat o2, r2.y, r3, -r2_abs
