vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
defi i7, 3, 0, 0, 0
mov oPos, v0
mov r0, v3
rep i7
mad r0, r0, c1, c2
endrep
rep i1
add r0, r0, c3
endrep
mov oD0, r0
mov oT0, r0
