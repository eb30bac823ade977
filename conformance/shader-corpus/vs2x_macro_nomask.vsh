vs_2_x
dcl_position v0
dcl_normal v4
mov oPos, v0
m3x3 r5, v4, c0
m4x3 r6, v0, c3
crs r7, v4, r5
add r5, r5, r6
mov oD0, r5
mov oT0, r7
