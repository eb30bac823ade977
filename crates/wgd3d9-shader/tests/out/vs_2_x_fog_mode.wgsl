struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e7 = consts.c[0];
    let _e14 = consts.c[1];
    let _e21 = consts.c[2];
    let _e28 = consts.c[3];
    let _e32 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e7)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, false, true));
    let _e37 = consts.c[5];
    v0_ = in0_;
    r0_ = _e32;
    o0_ = _e32;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy, vec4<bool>(true, false, false, false));
    r2_ = _e37;
    if (_e37.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy.x) {
        let _e48 = r2_;
        let _e50 = r0_;
        let _e54 = r1_;
        let _e55 = select(_e54, (_e48.zzzz + -(_e50.zzzz)), vec4<bool>(true, false, false, false));
        r1_ = select(_e55, (_e55.xxxx * _e48.wwww), vec4<bool>(true, false, false, false));
    } else {
        let _e60 = r2_;
        if (_e60.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).zzzz.x) {
            let _e66 = r0_;
            let _e68 = r2_;
            let _e71 = r1_;
            let _e72 = select(_e71, (_e66.zzzz * _e68.yyyy), vec4<bool>(true, false, false, false));
            let _e77 = select(_e72, (_e72.xxxx * -(vec4<f32>(0f, 1f, 2f, 1.442695f).wwww)), vec4<bool>(true, false, false, false));
            r1_ = select(_e77, vec4(exp2(_e77.xxxx.x)), vec4<bool>(true, false, false, false));
        }
    }
    let _e83 = r1_;
    let _e84 = _e83.xxxx;
    let _e85 = vec4<f32>(0f, 1f, 2f, 1.442695f).xxxx;
    let _e89 = select(_e83, select(_e85, _e84, (_e84 >= _e85)), vec4<bool>(true, false, false, false)).xxxx;
    let _e90 = vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy;
    let _e93 = o0_;
    let _e96 = consts.c[256];
    let _e99 = consts.c[257];
    return Output(select(_e93, ((_e93 * _e99) + (_e96 * _e93.wwww)), vec4<bool>(true, true, true, false)), select(_e90, _e89, (_e89 < _e90)));
}
