vs_2_x
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
defi i9, 4, 0, 1, 0
mov oPos, v0
mov r0, c0
rep i9
add r0, r0, c1
setp_ge p0, r0, v3
breakp p0.x
endrep
mov oD0, r0
mov oT0, r0
