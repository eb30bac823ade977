// ps_3_0: the top register of each ps_3_0 file, r31, c223, v9, s15, i15, b15
ps_3_0
dcl_texcoord7 v9
dcl_2d s15
defi i15, 1, 0, 0, 0
defb b15, true
texld r31, v9, s15
if b15
    mul r31, r31, c223
endif
rep i15
    add r31, r31, c222
endrep
mov oC0, r31
