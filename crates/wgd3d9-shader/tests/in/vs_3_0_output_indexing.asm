// vs_3_0: output registers written through the loop counter, o[aL], for a run of texcoords
vs_3_0
dcl_position v0
dcl_texcoord0 v1
dcl_position o0
dcl_texcoord0 o1
dcl_texcoord1 o2
dcl_texcoord2 o3
dcl_texcoord3 o4
defi i0, 4, 1, 1, 0          // aL = 1, 2, 3, 4
m4x4 o0, v0, c0
mov r0, v1
loop aL, i0
    mul r0, r0, c4
    add r0, r0, c[aL + 10]
    mov o[aL], r0
endloop
