struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e10 = consts.c[6];
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_.xyz, _e10.xyz)), vec4<bool>(true, false, false, false));
    let _e20 = consts.c[7];
    let _e25 = select(_e16, ((_e16.xxxx * _e20.xxxx) + _e20.yyyy), vec4<bool>(true, false, false, false));
    let _e32 = select(_e25, ((_e25.xxxx * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).xxxx) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).yyyy), vec4<bool>(false, true, false, false));
    let _e35 = select(_e32, fract(_e32.yyyy), vec4<bool>(false, true, false, false));
    let _e41 = select(_e35, ((_e35.yyyy * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).zzzz) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).wwww), vec4<bool>(true, false, false, false));
    let _e45 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e41.xxxx * _e41.xxxx), vec4<bool>(true, false, false, false));
    let _e49 = select(_e45, (_e45.xxxx * _e41.xxxx), vec4<bool>(false, true, false, false));
    let _e54 = select(_e49, (_e49.yyyy * _e49.xxxx), vec4<bool>(false, false, true, false));
    let _e59 = select(_e54, (_e54.zzzz * _e54.xxxx), vec4<bool>(false, false, false, true));
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e59.yyyy * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).xxxx) + _e41.xxxx), vec4<bool>(true, false, false, false));
    let _e71 = select(_e65, ((_e59.zzzz * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).yyyy) + _e65.xxxx), vec4<bool>(true, false, false, false));
    let _e77 = select(_e71, ((_e59.wwww * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).zzzz) + _e71.xxxx), vec4<bool>(true, false, false, false));
    let _e83 = select(in0_, ((_e77.xxxx * _e20.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    let _e86 = consts.c[0];
    let _e92 = consts.c[1];
    let _e98 = consts.c[2];
    let _e104 = consts.c[3];
    let _e107 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e83, _e86)), vec4<bool>(true, false, false, false)), vec4(dot(_e83, _e92)), vec4<bool>(false, true, false, false)), vec4(dot(_e83, _e98)), vec4<bool>(false, false, true, false)), vec4(dot(_e83, _e104)), vec4<bool>(false, false, false, true));
    let _e110 = consts.c[8];
    let _e116 = consts.c[9];
    let _e122 = consts.c[10];
    let _e127 = consts.c[256];
    let _e130 = consts.c[257];
    return Output(select(_e107, ((_e107 * _e130) + (_e127 * _e107.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e110), vec4<bool>(true, true, false, false)) + _e116), vec4<bool>(true, true, false, false)), saturate((_e77.xxxx * _e122)));
}
