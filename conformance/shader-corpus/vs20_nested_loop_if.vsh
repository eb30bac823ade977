vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
defi i8, 2, 0, 1, 0
mov oPos, v0
mov r0, c0
rep i8
if b0
add r0, r0, c1
else
add r0, r0, c2
endif
endrep
mov oD0, r0
mov oT0, r0
