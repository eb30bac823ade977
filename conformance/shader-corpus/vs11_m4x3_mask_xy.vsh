vs_1_1
dcl_position v0
mov oPos, v0
mov r0, c30
m4x3 r0.xy, v0, c0
mov oD0, r0
mov oT0, r0
