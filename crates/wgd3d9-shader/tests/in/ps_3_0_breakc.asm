// ps_3_0: break_comp inside loop aL, including a compare against the loop-carried result
ps_3_0
dcl_texcoord0 v0
dcl_texcoord1 v1
dcl_texcoord2 v2
dcl_texcoord3 v3
defi i0, 4, 0, 1, 0
def c0, 0.0, 1.0, 0.95, 0.0
mov r0, c0.x
loop aL, i0
    add r0, r0, v0[aL]
    break_ge r0.w, c0.z
    break_lt r0.x, c0.x
endloop
mov oC0, r0
