struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e11 = consts[(_e4 + 0u)];
    let _e19 = consts[(_e4 + 1u)];
    let _e27 = consts[(_e4 + 2u)];
    let _e35 = consts[(_e4 + 3u)];
    let _e39 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e11)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e19)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e35)), vec4<bool>(false, false, false, true));
    let _e45 = consts[(_e4 + 5u)];
    v0_ = in0_;
    r0_ = _e39;
    o0_ = _e39;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy, vec4<bool>(true, false, false, false));
    r2_ = _e45;
    if (_e45.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy.x) {
        let _e56 = r2_;
        let _e58 = r0_;
        let _e62 = r1_;
        let _e63 = select(_e62, (_e56.zzzz + -(_e58.zzzz)), vec4<bool>(true, false, false, false));
        r1_ = select(_e63, (_e63.xxxx * _e56.wwww), vec4<bool>(true, false, false, false));
    } else {
        let _e68 = r2_;
        if (_e68.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).zzzz.x) {
            let _e74 = r0_;
            let _e76 = r2_;
            let _e79 = r1_;
            let _e80 = select(_e79, (_e74.zzzz * _e76.yyyy), vec4<bool>(true, false, false, false));
            let _e85 = select(_e80, (_e80.xxxx * -(vec4<f32>(0f, 1f, 2f, 1.442695f).wwww)), vec4<bool>(true, false, false, false));
            r1_ = select(_e85, vec4(exp2(_e85.x)), vec4<bool>(true, false, false, false));
        }
    }
    let _e90 = r1_;
    let _e91 = _e90.xxxx;
    let _e92 = vec4<f32>(0f, 1f, 2f, 1.442695f).xxxx;
    let _e96 = select(_e90, select(_e92, _e91, (_e91 >= _e92)), vec4<bool>(true, false, false, false)).xxxx;
    let _e97 = vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy;
    let _e100 = o0_;
    let _e104 = consts[(_e4 + 256u)];
    let _e108 = consts[(_e4 + 257u)];
    return Output(select(_e100, ((_e100 * _e108) + (_e104 * _e100.wwww)), vec4<bool>(true, true, true, false)), select(_e97, _e96, (_e96 < _e97)));
}
