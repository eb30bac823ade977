// vs_2_x: the 32 temporaries vs_2_x can expose (r12..r31 beyond vs_2_0's twelve)
vs_2_x
dcl_position v0
dcl_texcoord0 v1
m4x4 r31, v0, c0
mov oPos, r31
mov r12, v1
add r20, r12, c4
mul r25, r20, r12
mad r30, r25, c5, r20
mov oT0, r30
